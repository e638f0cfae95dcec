/**
 * "Pay by bank deposit": reference number, deposit date (DD/MM/YYYY, not after today, sent as
 * YYYY-MM-DD), bank, slip → POST application/bank-deposit-save (multipart). The amount is the server's.
 * The server's answer is shown: its text on success (then the page's data reloads: the payment now
 * waits for approval), its words on a refusal.
 */
import { useMemo } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { Form, TextInput, useTranslate } from 'react-admin';
import { formDateToWire, todayWire } from '../../domain/dates';
import { DateTextInput, FormAttention } from '../../framework';
import { msg } from '../../i18n/keys';
import { SectionCard } from '../../ui/SectionCard';
import { depositSchema, EMPTY_DEPOSIT, type DepositValues } from './bankDepositRules';
import { saveBankDeposit } from './paymentApi';
import type { PaymentType } from './paymentKinds';
import { SlipInput } from './SlipInput';
import { useApiCall } from '../../ui/useApiCall';

interface Props {
  paymentType: PaymentType;
  /** The held booking an Event Fee pays. */
  eventMemberId?: number;
  /** The server accepted the deposit: its text. */
  onSent: (message: string) => void;
}

/** Untyped for react-admin's Form, whose resolver is yup's (fields of unknown type). */
const DEFAULTS: Record<string, unknown> = { ...EMPTY_DEPOSIT };

export const BankDepositForm = ({ paymentType, eventMemberId, onSent }: Props) => {
  const translate = useTranslate();
  const resolver = useMemo(() => yupResolver(depositSchema(), undefined, { raw: true }), []);
  const { run, busy, failure } = useApiCall(saveBankDeposit, {
    onSuccess: (answer) => onSent(answer.status || translate(msg('payments.depositSent'))),
    failure: translate(msg('payments.depositFailed')),
    failureIn: 'page',
  });

  const submit = async (values: Record<string, unknown>) => {
    const v = values as unknown as DepositValues;
    if (busy || !v.slip) return;
    await run({
      paymentType,
      ...(eventMemberId ? { eventMemberId } : {}),
      referenceNumber: v.referenceNumber.trim(),
      depositDate: formDateToWire(v.depositDate) ?? '',
      depositBank: (v.depositBank ?? '').trim(),
      slip: v.slip,
    });
  };

  return (
    <SectionCard title={msg('payments.payByDeposit')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(msg('payments.depositHint'))}
      </Typography>
      <Form defaultValues={DEFAULTS} resolver={resolver} mode="onTouched" disableInvalidFormNotification shouldFocusError={false} onSubmit={submit}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
          <TextInput source="referenceNumber" label={msg('payments.referenceNumber')} isRequired parse={(value: string) => value} />
          <DateTextInput source="depositDate" label={msg('payments.depositDate')} isRequired parse={(value: string) => value} maxDate={todayWire()} />
          <TextInput source="depositBank" label={msg('payments.depositBank')} parse={(value: string) => value} />
        </Box>
        <SlipInput source="slip" label={msg('payments.slip')} />
        {failure && (
          <Alert severity="error" sx={{ my: 1 }}>
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 1 }}>
          <Button type="submit" variant="outlined" disabled={busy}>
            {translate(msg(busy ? 'payments.submitting' : 'payments.submitDeposit'))}
          </Button>
          <FormAttention />
        </Box>
      </Form>
    </SectionCard>
  );
};
