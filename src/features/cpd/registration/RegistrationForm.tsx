/**
 * The CPD registration form: CPD Start Date (DD/MM/YYYY), Primary Skill, Entry Level and "Register" (the
 * page's primary action). Checked here by the API's own rules; the server's answer is shown as it says it:
 * '00' CPD_TEXT.registered, a refusal its own text ('02' already registered, '01' not a member, '05' the
 * first problem, each field's under it); a transport failure the §8 CPD text (cpdApi).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { RequiredSelect } from '../../../ui/RequiredSelect';
import { useTranslate } from 'react-admin';
import { todayWire } from '../../../domain/dates';
import { AttentionNote, countProblems, DateTextField, useRefusedSubmits } from '../../../framework';
import { msg, type MessageKey } from '../../../i18n/keys';
import { CpdServiceError } from '../cpdApi';
import { submitRegistration, type Option, type RegistrationReply } from './registrationApi';
import { useApiCall } from '../../../ui/useApiCall';
import { EMPTY_REGISTRATION, registrationProblems, registrationWire, type RegistrationProblems, type RegistrationValues } from './registrationRules';

interface Props {
  title: MessageKey;
  skills: readonly Option[];
  levels: readonly Option[];
  /** After a '00': the page reloads the registration. */
  onRegistered: (text: string) => void;
}

/** The server's field names (problems) onto the form's. */
const PROBLEM_FIELDS: Record<string, keyof RegistrationValues> = {
  cpdStartDate: 'cpdStartDate',
  primarySkillId: 'primarySkillId',
  entryLevelId: 'entryLevelId',
};

const fieldProblemsOf = (problems: Record<string, string> | undefined): RegistrationProblems =>
  Object.fromEntries(Object.entries(problems ?? {}).filter(([name]) => PROBLEM_FIELDS[name]).map(([name, text]) => [PROBLEM_FIELDS[name], text]));

/** A refusal's words: the server's own text when it sent one (a 400 '05', a 403 '01'), else the mapped CPD text. */
const refusalOf = (error: unknown): { text: string; problems?: Record<string, string> } => {
  if (error instanceof CpdServiceError) {
    const body = error.body as RegistrationReply | null;
    return { text: error.serverText ?? error.message, problems: body?.problems };
  }
  return { text: error instanceof Error ? error.message : String(error) };
};

export const RegistrationForm = ({ title, skills, levels, onRegistered }: Props) => {
  const translate = useTranslate();
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [problems, setProblems] = useState<RegistrationProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusals = useRefusedSubmits();
  const { run, busy } = useApiCall(submitRegistration, {
    onSuccess: (reply) => {
      if (reply.statusCode === '00') onRegistered(reply.status ?? translate(msg('cpdRegistration.registered')));
      else {
        setRefusal(reply.status ?? translate(msg('cpdRegistration.loadFailed')));
        setProblems(fieldProblemsOf(reply.problems));
      }
    },
    // a refusal shows above the form, each field's problem under it
    failure: (error) => refusalOf(error).text,
    failureIn: 'page',
    onFailure: (error, text) => {
      setRefusal(text);
      setProblems(fieldProblemsOf(refusalOf(error).problems));
    },
  });

  const set = (name: keyof RegistrationValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found = registrationProblems(values, todayWire());
    setProblems(found);
    if (Object.keys(found).length) return refusals.refused();
    await run(registrationWire(values));
  };

  const label = (key: MessageKey) => translate(msg(key));
  return (
    <Paper component="section" aria-label={label(title)} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {label(title)}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
          <DateTextField
            id="cpd-start-date"
            label={label('cpdRegistration.startDate')}
            placeholder={label('cpdRegistration.datePlaceholder')}
            value={values.cpdStartDate}
            onChange={(text) => set('cpdStartDate')({ target: { value: text } })}
            error={!!problems.cpdStartDate}
            helperText={problems.cpdStartDate}
            required
            fullWidth
          />
          <RequiredSelect
            id="cpd-primary-skill"
            label={label('cpdRegistration.primarySkill')}
            value={values.primarySkillId}
            onChange={set('primarySkillId')}
            problem={problems.primarySkillId}
            options={skills.map((skill) => ({ value: String(skill.id), label: skill.name }))}
          />
          <RequiredSelect
            id="cpd-entry-level"
            label={label('cpdRegistration.entryLevel')}
            value={values.entryLevelId}
            onChange={set('entryLevelId')}
            problem={problems.entryLevelId}
            options={levels.map((level) => ({ value: String(level.id), label: level.name }))}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
            <Button type="submit" variant="contained" disabled={busy} data-primary-action>
              {label('cpdRegistration.register')}
            </Button>
            <AttentionNote count={countProblems(problems)} attempt={refusals.attempt} />
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
};
