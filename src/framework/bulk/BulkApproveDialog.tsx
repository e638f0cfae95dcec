/**
 * The one confirmation of a bulk approval ("Approve 3 selected transactions?", naming them, asking once for what
 * the approval needs, e.g. a comment), then its progress, then what came of each row (BulkReportView).
 */
import { useId, useMemo, useRef, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress } from '@mui/material';
import { Form, useTranslate, type RaRecord } from 'react-admin';
import { msg } from '../../i18n/keys';
import { recordName } from '../forms/confirmQuestion';
import { dialogFields } from '../forms/dialogForm';
import { FormFields } from '../forms/FormFields';
import { FormAttention } from '../forms/FormAttention';
import { useActionResolver } from '../forms/useActionResolver';
import type { AnyResource, BulkApprove, DialogAction } from '../types';
import { BulkReportView } from './BulkReportView';
import type { BulkReport } from './runBulk';
import type { BulkRunner } from './useBulkApprove';

type Step = { step: 'confirm' } | { step: 'running'; done: number } | { step: 'report'; report: BulkReport };

interface Props {
  resource: AnyResource;
  spec: BulkApprove;
  /** The selected rows awaiting approval, and those that no longer are (reported, never sent). */
  records: readonly RaRecord[];
  skipped: readonly RaRecord[];
  run: BulkRunner;
  onCancel: () => void;
  /** After the report is read: the list refreshes and the selection clears. */
  onDone: () => void;
}

const NO_VALUES = {};

export const BulkApproveDialog = ({ resource, spec, records, skipped, run, onCancel, onDone }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  const [state, setState] = useState<Step>({ step: 'confirm' });
  const chosen = useRef<DialogAction | undefined>(spec.action);
  const asked = useMemo(() => dialogFields(resource.fields, 'edit', Object.keys(spec.action.requires ?? {})), [resource, spec]);
  const resolver = useActionResolver(asked, 'edit', chosen);
  const t = (message: string, options?: Record<string, unknown>) => translate(message, { _: message, ...options });
  const nameOf = (record: RaRecord) => recordName(resource, record) ?? String(record.id);

  const approve = async (values: Record<string, unknown>) => {
    setState({ step: 'running', done: 0 });
    const report = await run(records, values, (done) => setState({ step: 'running', done }));
    const notApprovable = skipped.map((record) => ({ name: nameOf(record), reason: msg('bulk.notApprovable') }));
    setState({ step: 'report', report: { ...report, failed: [...report.failed, ...notApprovable] } });
  };

  const question = t(msg('bulk.question'), {
    smart_count: records.length,
    action: t(spec.action.label),
    noun: t(resource.noun ?? msg('confirm.defaultNoun')),
    nouns: t(spec.nouns),
  });

  return (
    <Dialog open onClose={state.step === 'confirm' ? onCancel : undefined} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(state.step === 'report' ? msg('bulk.resultTitle') : msg('confirm.title'))}</DialogTitle>
      {state.step === 'confirm' && (
        <Form record={NO_VALUES} resolver={resolver} mode="onTouched" disableInvalidFormNotification shouldFocusError={false} onSubmit={(values: Record<string, unknown>) => void approve(values)}>
          <DialogContent>
            <DialogContentText>{question}</DialogContentText>
            <Box component="ul" sx={{ pl: 2.5, my: 1, maxHeight: 160, overflowY: 'auto', overflowWrap: 'anywhere' }}>
              {records.map((record) => (
                <li key={String(record.id)}>{nameOf(record)}</li>
              ))}
            </Box>
            {skipped.length > 0 && (
              <>
                <DialogContentText>{t(msg('bulk.skipped'), { smart_count: skipped.length })}</DialogContentText>
                <Box component="ul" sx={{ pl: 2.5, my: 1, overflowWrap: 'anywhere' }}>
                  {skipped.map((record) => (
                    <li key={String(record.id)}>{nameOf(record)}</li>
                  ))}
                </Box>
              </>
            )}
            <FormFields fields={asked} mode="edit" />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap' }}>
            <FormAttention />
            <Button onClick={onCancel}>{t(msg('confirm.cancel'))}</Button>
            <Button type="submit" variant="contained" color={spec.action.tone ?? 'success'} disabled={records.length === 0} autoFocus>
              {t(spec.action.confirmLabel ?? msg('confirm.approveIt'))}
            </Button>
          </DialogActions>
        </Form>
      )}
      {state.step === 'running' && (
        <DialogContent>
          <LinearProgress variant="determinate" value={(100 * state.done) / Math.max(records.length, 1)} aria-label={question} />
          <DialogContentText sx={{ mt: 1 }}>{t(msg('bulk.running'), { done: state.done, total: records.length })}</DialogContentText>
        </DialogContent>
      )}
      {state.step === 'report' && (
        <>
          <DialogContent>
            <BulkReportView report={state.report} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onDone} autoFocus>
              {t(msg('table.close'))}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
