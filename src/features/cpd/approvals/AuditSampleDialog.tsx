/**
 * The audit sample dialog: share % and CPD year → "Draw sample" → the sampled
 * members with their compliance and evidence; below the form, the past samples, each of which opens again.
 * A refusal ('02' "There are no approved CPD members to sample") shows the server's words; an HTTP failure
 * the spec §8 CPD text (cpdApi).
 */
import { useEffect, useId, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STATUS_CODE } from '../../../domain/status';
import { useIsSmall } from '../../../framework/screens/useIsSmall';
import { msg } from '../../../i18n/keys';
import { cpdFailureText } from '../cpdApi';
import { auditSample, drawAuditSample, pastAuditSamples } from './cpdApprovalApi';
import { auditFormDefaults, checkAuditForm, type AuditFormValues } from './auditForm';
import type { AuditSample, AuditSampleSummary } from './auditTypes';
import { AuditSampleView } from './AuditSampleView';
import { PastSamples } from './PastSamples';
import { useApiCall } from '../../../ui/useApiCall';

type SampleAnswer = { statusCode?: string; status?: string; data?: AuditSample };

export const AuditSampleDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const small = useIsSmall();
  const titleId = useId();
  const [values, setValues] = useState<AuditFormValues>(() => auditFormDefaults());
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [sample, setSample] = useState<AuditSample>();
  const [past, setPast] = useState<AuditSampleSummary[]>();
  const check = checkAuditForm(values);
  const problems = submitted && !check.ok ? check.problems : {};

  const loadPast = () =>
    pastAuditSamples()
      .then((answer) => setPast(answer.data ?? []))
      .catch((error) => setFailure(cpdFailureText(error)));
  useEffect(() => {
    void loadPast();
  }, []);

  const { run, busy } = useApiCall((call: () => Promise<SampleAnswer>) => call(), {
    onSuccess: (answer) => {
      if (answer.statusCode === STATUS_CODE.OK && answer.data) setSample(answer.data);
      else setFailure(answer.status ?? translate(msg('http.requestError')));
    },
    // shown in the dialog's own alert, with the past samples' failures
    failure: cpdFailureText,
    failureIn: 'page',
    onFailure: (_error, text) => setFailure(text),
  });
  const show = async (call: () => Promise<SampleAnswer>) => {
    setFailure(undefined);
    await run(call);
  };

  const draw = async () => {
    setSubmitted(true);
    if (!check.ok) return;
    await show(() => drawAuditSample(check.share, check.year));
    void loadPast();
  };
  const set = (name: keyof AuditFormValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));
  const t = (key: Parameters<typeof msg>[0]) => translate(msg(key));

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" fullScreen={small} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('cpdApprovals.auditTitle')}</DialogTitle>
      <DialogContent dividers>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        {sample ? (
          <AuditSampleView sample={sample} />
        ) : (
          <>
            <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), void draw())} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
              <TextField
                label={t('cpdApprovals.share')}
                value={values.share}
                onChange={set('share')}
                error={!!problems.share}
                helperText={problems.share ? translate(problems.share) : undefined}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                label={t('cpdApprovals.year')}
                value={values.year}
                onChange={set('year')}
                error={!!problems.year}
                helperText={problems.year ? translate(problems.year) : undefined}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Box>
            {past ? <PastSamples samples={past} onOpen={(auditId) => void show(() => auditSample(auditId))} /> : null}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {sample ? <Button onClick={() => setSample(undefined)}>{t('cpdApprovals.back')}</Button> : null}
        <Button onClick={onClose} disabled={busy}>
          {t('cpdApprovals.close')}
        </Button>
        {sample ? null : (
          <Button variant="contained" onClick={() => void draw()} disabled={busy}>
            {t('cpdApprovals.draw')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
