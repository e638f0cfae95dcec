/**
 * The payment the office received: receipt-book reference number and paid date (and for an item, the item
 * and quantity); "Are you sure?" names the amount, then the mode's endpoint records it. The amount shown
 * is the server's due (or the item's price × quantity); the body never carries an amount.
 */
import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AttentionNote, ConfirmDialog, countProblems, DateTextField, useRefusedSubmits } from '../../framework';
import { formDateToWire, todayWire, wireDateToForm } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { msg } from '../../i18n/keys';
import { useApiCall } from '../../ui/useApiCall';
import { SectionCard } from '../../ui/SectionCard';
import { ItemFields } from './ItemFields';
import { totalOf, type OfficePaymentMode } from './officePaymentModes';
import { officeFormProblems, quantityOf, type OfficeFormProblems, type OfficeFormValues } from './officePaymentRules';
import { recordOfficePayment } from './officePaymentsApi';
import type { MemberDues, OfficePaymentFields, RecordedPayment } from './officePaymentTypes';
import { useMiscellaneousItems } from './useMiscellaneousItems';

interface Props {
  found: MemberDues;
  mode: OfficePaymentMode;
  onRecorded: (payment: RecordedPayment) => void;
}

const fieldsOf = (values: OfficeFormValues, isItem: boolean): OfficePaymentFields => ({
  referenceNumber: values.referenceNumber.trim(),
  paidDate: formDateToWire(values.paidDate) ?? values.paidDate,
  ...(isItem ? { itemId: values.itemId, quantity: quantityOf(values.quantity) ?? undefined } : {}),
});

export const OfficePaymentForm = ({ found, mode, onRecorded }: Props) => {
  const translate = useTranslate();
  const isItem = mode.kind === 'miscellaneous';
  const items = useMiscellaneousItems(isItem);
  const [values, setValues] = useState<OfficeFormValues>({ referenceNumber: '', paidDate: wireDateToForm(todayWire()), itemId: '', quantity: '1' });
  const [problems, setProblems] = useState<OfficeFormProblems>({});
  const [confirming, setConfirming] = useState(false);
  const refusals = useRefusedSubmits();
  const { run, busy } = useApiCall((fields: OfficePaymentFields) => recordOfficePayment(mode.path, found.member.memberNo, fields), {
    success: msg('officePayments.recorded'),
    failure: msg('officePayments.searchFailed'),
    onSuccess: (payment) => {
      onRecorded(payment);
    },
  });

  const item = items.data?.find((candidate) => candidate.id === values.itemId);
  const quantity = quantityOf(values.quantity);
  const amount = isItem ? (item && quantity ? item.amount * quantity : null) : totalOf(mode.dueLines(found));
  const change = (next: Partial<OfficeFormValues>) => setValues((current) => ({ ...current, ...next }));
  const shown = (problem: string | undefined) => (problem ? translate(problem, { _: problem }) : ' ');

  const submit = () => {
    const next = officeFormProblems(values, mode.kind, todayWire());
    setProblems(next);
    if (Object.keys(next).length === 0) setConfirming(true);
    else refusals.refused();
  };

  const record = async () => {
    await run(fieldsOf(values, isItem));
    setConfirming(false);
  };

  const { member } = found;
  return (
    <SectionCard title={msg('officePayments.paymentTitle')}>
      <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), submit())} sx={{ display: 'grid', gap: 1, maxWidth: 480 }}>
        {isItem && (
          <ItemFields values={values} problems={problems} items={items.data ?? []} failed={items.isError} total={amount} onChange={change} />
        )}
        <TextField
          required
          label={translate(msg('officePayments.referenceNumber'))}
          value={values.referenceNumber}
          onChange={(e) => change({ referenceNumber: e.target.value })}
          error={!!problems.referenceNumber}
          helperText={shown(problems.referenceNumber)}
        />
        <DateTextField
          required
          label={translate(msg('officePayments.paidDate'))}
          value={values.paidDate}
          onChange={(paidDate) => change({ paidDate })}
          maxDate={todayWire()}
          error={!!problems.paidDate}
          helperText={shown(problems.paidDate)}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(msg('officePayments.record'))}
          </Button>
          <AttentionNote count={countProblems(problems)} attempt={refusals.attempt} />
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        text={translate(msg('officePayments.confirmText'), {
          amount: formatMoney(amount ?? 0),
          name: `${member.firstName} ${member.lastName}`.trim(),
          memberNo: member.memberNo,
        })}
        confirmLabel={msg('officePayments.confirmButton')}
        loading={busy}
        onConfirm={() => void record()}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
};
