/**
 * /member/memberrenewal: the member's own payment page, for a renewal and for a new member's first
 * payment (entrance fee + first subscription). What is owed and "Pay by card" come first (the
 * primary action on a phone's first screen), then the bank deposit form, who is paying and the
 * history. A payment waiting for approval blocks both ways to pay. A card payment started and not
 * finished is no such payment: its notice offers to continue or cancel it, and meanwhile the bank
 * deposit waits (one way at a time). On return from the card gateway (?order_id=…) the result is
 * followed and shown at the top.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Alert, Grid, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { LoadingBar } from '../../framework';
import { msg } from '../../i18n/keys';
import { SectionCard } from '../../ui/SectionCard';
import { AmountDue } from './AmountDue';
import { BankDepositForm } from './BankDepositForm';
import { CardCheckoutNotice } from './CardCheckoutNotice';
import { CardPaymentButton } from './CardPaymentButton';
import { fetchMemberPaymentView } from './paymentApi';
import { payableOf } from './paymentKinds';
import { PaymentHistory } from './PaymentHistory';
import { PaymentMemberCard } from './PaymentMemberCard';
import { PaymentResultCard } from './PaymentResultCard';
import { PendingPaymentNotice } from './PendingPaymentNotice';
import { PAYMENT_VIEW_KEY, reloadPaymentData } from './queryKeys';

const PaymentSections = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data: view, isPending, isError } = useQuery({ queryKey: PAYMENT_VIEW_KEY, queryFn: fetchMemberPaymentView });
  const [sent, setSent] = useState<string | null>(null);
  if (isPending) return <LoadingBar loading />;
  if (isError) return <Alert severity="error">{translate(msg('payments.loadFailed'))}</Alert>;
  if (!view) return <Alert severity="info">{translate(msg('payments.noMember'))}</Alert>;

  const payable = payableOf(view);
  const checkout = view.openCheckout ?? null;
  const blocked = view.pendingPayment !== null || checkout !== null;
  const depositSent = (message: string) => {
    setSent(message);
    void reloadPaymentData(queryClient);
  };
  const checkoutCancelled = () => {
    setSent(translate(msg('payments.cardCancelled')));
    void reloadPaymentData(queryClient);
  };
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <SectionCard title={msg('payments.owedCard')}>
            <Stack spacing={2}>
              {sent && (
                // the form the member used is gone now: bring the answer into view
                <Alert severity="success" ref={(node) => node?.scrollIntoView?.({ block: 'center' })}>
                  {sent}
                </Alert>
              )}
              {view.pendingPayment && <PendingPaymentNotice pending={view.pendingPayment} />}
              {checkout && !view.pendingPayment && <CardCheckoutNotice checkout={checkout} onCancelled={checkoutCancelled} />}
              <AmountDue view={view} />
              {payable && !checkout && <CardPaymentButton paymentType={payable.paymentType} disabled={blocked} />}
            </Stack>
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <PaymentMemberCard member={view.member} />
        </Grid>
      </Grid>
      {payable && !blocked && <BankDepositForm paymentType={payable.paymentType} onSent={depositSent} />}
      <PaymentHistory memberID={view.member.memberID} />
    </>
  );
};

export const MemberRenewalPage = () => {
  const [params] = useSearchParams();
  const orderId = params.get('order_id');
  return (
    <Stack spacing={2}>
      <ScreenHeading />
      {orderId && <PaymentResultCard orderId={orderId} />}
      <PaymentSections />
    </Stack>
  );
};
