/**
 * The member's transfer request: New chapter (the active chapters but their own) and Reason (10..500
 * characters), checked by the API's own rules (src/domain/transferRules) before sending; the server's answer
 * is shown in its words: '00' to the page, a refusal above the form and each field's problem under it.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { RequiredSelect } from '../../ui/RequiredSelect';
import { useTranslate } from 'react-admin';
import { TRANSFER_LIMITS, transferProblems } from '../../domain/transferRules.mjs';
import { AttentionNote, countProblems, useRefusedSubmits } from '../../framework';
import { msg, type MessageKey } from '../../i18n/keys';
import { submitTransfer, type ChapterOption } from './transferApi';
import { useApiCall } from '../../ui/useApiCall';

type Field = 'toChapterId' | 'reason';
type Problems = Partial<Record<Field, string>>;

interface Props {
  chapters: readonly ChapterOption[];
  currentChapterId: number | null;
  /** After a '00', with the server's text. */
  onSubmitted: (text: string) => void;
}

const fieldProblemsOf = (problems: Record<string, string> | undefined): Problems =>
  Object.fromEntries(Object.entries(problems ?? {}).filter(([name]) => name === 'toChapterId' || name === 'reason'));

export const TransferForm = ({ chapters, currentChapterId, onSubmitted }: Props) => {
  const translate = useTranslate();
  const label = (key: MessageKey, vars?: Record<string, unknown>) => translate(msg(key), vars);
  const [values, setValues] = useState({ toChapterId: '', reason: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // the outcome shows above the form: a refusal its words (and each field's problem), a failure the server's
  const { run, busy } = useApiCall(submitTransfer, {
    onSuccess: (reply) => {
      if (reply.statusCode === '00') onSubmitted(reply.status ?? label('transfers.submitted'));
      else {
        setRefusal(reply.status ?? label('transfers.sendFailed'));
        setProblems(fieldProblemsOf(reply.problems));
      }
    },
    failure: label('transfers.sendFailed'),
    failureIn: 'page',
    onFailure: (_error, text) => setRefusal(text),
  });
  const refusals = useRefusedSubmits();
  const choices = chapters.filter((chapter) => chapter.chapterId !== currentChapterId);

  const set = (name: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found = transferProblems(values, currentChapterId, chapters.map((chapter) => chapter.chapterId));
    setProblems(found);
    if (Object.keys(found).length) return refusals.refused();
    await run({ toChapterId: Number(values.toChapterId), reason: values.reason.trim() });
  };

  const reasonLength = values.reason.trim().length;
  return (
    <Paper component="section" aria-label={label('transfers.formTitle')} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2">
        {label('transfers.formTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {label('transfers.formIntro')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
          <RequiredSelect
            id="transfer-to-chapter"
            label={label('transfers.toChapter')}
            value={values.toChapterId}
            onChange={set('toChapterId')}
            problem={problems.toChapterId}
            options={choices.map((chapter) => ({ value: String(chapter.chapterId), label: `${chapter.name} (${chapter.region})` }))}
          />
          <TextField
            id="transfer-reason"
            label={label('transfers.reason')}
            value={values.reason}
            onChange={set('reason')}
            error={!!problems.reason}
            helperText={problems.reason ?? label('transfers.reasonHelp', { count: reasonLength, max: TRANSFER_LIMITS.reasonMax })}
            required
            fullWidth
            multiline
            minRows={3}
            inputProps={{ maxLength: TRANSFER_LIMITS.reasonMax + 50 }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
            <Button type="submit" variant="contained" disabled={busy} data-primary-action>
              {label('transfers.submit')}
            </Button>
            <AttentionNote count={countProblems(problems)} attempt={refusals.attempt} />
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
};
