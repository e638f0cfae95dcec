/**
 * The member's payments (GET application/getPaymentDetails/{memberID}, page 1 of 10, newest first):
 * a table on a wide screen, one card per payment on a phone; approved rows offer the receipt.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { wireDateToForm } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { PAYMENT_STATUS, PAYMENT_STATUS_NAMES } from '../../domain/paymentRules.mjs';
import { DecisionNote, LoadingBar, StatusBadge } from '../../framework';
import { useIsSmall } from '../../framework/screens/useIsSmall';
import { msg } from '../../i18n/keys';
import { SectionCard } from '../../ui/SectionCard';
import { fetchPaymentHistory } from './paymentApi';
import type { PaymentRow } from './paymentTypes';
import { PAYMENT_HISTORY_KEY } from './queryKeys';
import { ReceiptButton } from './ReceiptButton';

const dateOf = (row: PaymentRow) => wireDateToForm(row.paidDate || row.createdAt);

const Status = ({ row }: { row: PaymentRow }) => <StatusBadge value={row.status} label={PAYMENT_STATUS_NAMES[row.status]} />;

/** A rejected payment says why and when, under its badge (table) or at the foot of its card (phone). */
const Rejection = ({ row }: { row: PaymentRow }) =>
  row.status === PAYMENT_STATUS.REJECTED ? <DecisionNote reason={row.rejectReason} at={row.decidedAt} rejected /> : null;

const Receipt = ({ row }: { row: PaymentRow }) =>
  row.status === PAYMENT_STATUS.APPROVED ? (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <span>{row.receiptNo}</span>
      <ReceiptButton paymentId={row.paymentId} compact />
    </Box>
  ) : null;

const COLUMNS = ['date', 'refNo', 'type', 'mode', 'amount', 'status', 'receipt'] as const;

const HistoryTable = ({ rows }: { rows: PaymentRow[] }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'amount' ? 'right' : 'left'}>
                {translate(msg(`payments.${column}`))}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.paymentId}>
              <TableCell>{dateOf(row)}</TableCell>
              <TableCell>{row.refNo}</TableCell>
              <TableCell>{row.paymentType}</TableCell>
              <TableCell>{row.paymentMode}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(row.amount)}
              </TableCell>
              <TableCell>
                <Status row={row} />
                <Rejection row={row} />
              </TableCell>
              <TableCell>
                <Receipt row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

const HistoryCards = ({ rows }: { rows: PaymentRow[] }) => (
  <Stack spacing={1}>
    {rows.map((row) => (
      <Paper key={row.paymentId} variant="outlined" sx={{ p: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
          <Typography variant="subtitle2">{row.paymentType}</Typography>
          <Status row={row} />
        </Box>
        <Typography variant="body2">
          {dateOf(row)} · {row.refNo}
        </Typography>
        <Typography variant="body2">{row.paymentMode}</Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="body1" sx={{ fontWeight: 700 }}>
            {formatMoney(row.amount)}
          </Typography>
          <Receipt row={row} />
        </Box>
        <Rejection row={row} />
      </Paper>
    ))}
  </Stack>
);

export const PaymentHistory = ({ memberID }: { memberID: number }) => {
  const translate = useTranslate();
  const small = useIsSmall();
  const { data, isPending, isError } = useQuery({ queryKey: [...PAYMENT_HISTORY_KEY, memberID], queryFn: () => fetchPaymentHistory(memberID) });
  const rows = data?.data ?? [];
  return (
    <SectionCard title={msg('payments.historyCard')}>
      <LoadingBar loading={isPending} />
      {isError ? (
        <Alert severity="error">{translate(msg('payments.historyFailed'))}</Alert>
      ) : !isPending && rows.length === 0 ? (
        <Typography variant="body2">{translate(msg('payments.noPayments'))}</Typography>
      ) : small ? (
        <HistoryCards rows={rows} />
      ) : (
        <HistoryTable rows={rows} />
      )}
    </SectionCard>
  );
};
