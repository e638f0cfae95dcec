/**
 * The "Transaction Details" report modal (spec §2, §5, §8, §9): Payment Type, Payment Mode and Renewal
 * Year (each required, "All" first and chosen), From Date and To Date (both required, not later than today
 * in Sri Lanka, start before end; this month so far to begin with). One message per problem: both dates
 * missing opens the "Date Selection Required" dialog alone; anything else is said under its field. Download
 * report saves the server's HTML report; Export XML saves the same filter as XML.
 */
import { useId, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { sriLankaToday } from '../../domain/sriLankaTime.mjs';
import { PAYMENT_TEXT, REPORT_PAYMENT_MODES, REPORT_PAYMENT_TYPES, REPORT_RENEWAL_YEARS } from '../../domain/paymentRules.mjs';
import { useToast } from '../../framework';
import { useIsSmall } from '../../framework/screens/useIsSmall';
import { msg } from '../../i18n/keys';
import { ResultDialog } from '../../ui/ResultDialog';
import { useApiCall } from '../../ui/useApiCall';
import { downloadReport, downloadXml } from './reportDownloads';
import { checkReportForm, defaultReportForm, type ReportFormCheck, type ReportFormValues } from './reportForm';
import { ReportDateField } from './ReportDateField';
import { ReportSelect } from './ReportSelect';
import type { ReportFilterWire } from './transactionApi';

/** The dialog's text without its title ("Please select both From Date and To Date"). */
const DATE_DIALOG_TEXT = PAYMENT_TEXT.dateSelectionRequired.replace(`${PAYMENT_TEXT.dateSelectionTitle} – `, '');

interface Props {
  open: boolean;
  onClose: () => void;
}

export const TransactionReportDialog = ({ open, onClose }: Props) => {
  const translate = useTranslate();
  const toast = useToast();
  const small = useIsSmall();
  const titleId = useId();
  const [values, setValues] = useState<ReportFormValues>(() => defaultReportForm());
  const [submitted, setSubmitted] = useState(false);
  const [dateDialog, setDateDialog] = useState(false);
  const download = useApiCall(({ save, filter }: { save: (filter: ReportFilterWire) => Promise<void>; filter: ReportFilterWire; success: string }) => save(filter), {
    success: (_answer, { success }) => success,
    // the failure's toast is the report's own title over the server's words (the generic words alone say no more)
    failureIn: 'page',
    onFailure: (_error, words) =>
      toast(words === msg('http.requestError') ? msg('transactions.reportFailed') : { title: msg('transactions.reportFailed'), text: words }, 'error'),
  });
  const busy = download.busy;
  // the calendar offers no day after today in Sri Lanka, as the form's rule allows none
  const today = sriLankaToday();
  const check = checkReportForm(values);
  // the texts appear once the user has tried to download, then follow the values
  const shown: Pick<ReportFormCheck, 'fields' | 'range'> = submitted ? check : { fields: {}, range: null };
  const set = (name: keyof ReportFormValues) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const run = async (save: (filter: ReportFilterWire) => Promise<void>, success: string) => {
    setSubmitted(true);
    if (check.dialog) setDateDialog(true);
    if (!check.filter) return;
    await download.run({ save, filter: check.filter, success });
  };

  const close = () => {
    setSubmitted(false);
    setValues(defaultReportForm());
    onClose();
  };

  return (
    <>
      <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="sm" fullScreen={small} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(msg('transactions.reportTitle'))}</DialogTitle>
        <DialogContent dividers>
          <Box component="form" noValidate sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }} onSubmit={(event) => event.preventDefault()}>
            <ReportSelect name="paymentType" label={msg('transactions.reportPaymentType')} options={REPORT_PAYMENT_TYPES} value={values.paymentType} error={shown.fields.paymentType} onChange={set('paymentType')} />
            <ReportSelect name="paymentMode" label={msg('transactions.reportPaymentMode')} options={REPORT_PAYMENT_MODES} value={values.paymentMode} error={shown.fields.paymentMode} onChange={set('paymentMode')} />
            <ReportSelect name="renewalYear" label={msg('transactions.reportRenewalYear')} options={REPORT_RENEWAL_YEARS} value={values.renewalYear} error={shown.fields.renewalYear} onChange={set('renewalYear')} />
            <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
            <ReportDateField name="fromDate" label={msg('transactions.fromDate')} value={values.fromDate} error={shown.fields.fromDate} onChange={set('fromDate')} maxDate={today} />
            <ReportDateField name="toDate" label={msg('transactions.toDate')} value={values.toDate} error={shown.fields.toDate} onChange={set('toDate')} maxDate={today} />
          </Box>
          {shown.range ? <Alert severity="error">{translate(shown.range, { _: shown.range })}</Alert> : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={busy}>
            {translate(msg('transactions.close'))}
          </Button>
          <Button variant="outlined" disabled={busy} onClick={() => run(downloadXml, msg('transactions.xmlDownloaded'))}>
            {translate(msg('transactions.exportXml'))}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => run(downloadReport, msg('transactions.reportDownloaded'))}>
            {translate(msg('transactions.download'))}
          </Button>
        </DialogActions>
      </Dialog>
      <ResultDialog message={dateDialog ? DATE_DIALOG_TEXT : null} title={msg('transactions.dateSelectionTitle')} onClose={() => setDateDialog(false)} />
    </>
  );
};
