/**
 * The applicant's header form (spec §2, §5): every field with its rule and message, the e-mail
 * read-only, the CV upload, and the buttons (or the "Already submitted" badge, the form read-only).
 * Save / Save and Exit / Submit and their dialogs run through useApplicationFlow.
 */
import { useState } from 'react';
import { Box, Grid, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lockedHeaderFields } from '../../domain/applicationRules.mjs';
import { AttentionNote, ConfirmDialog, countProblems, FORM_SCOPE } from '../../framework';
import { msg } from '../../i18n/keys';
import { ResultDialog } from '../../ui/ResultDialog';
import { blockLetterE } from '../auth/signup/signUpRules';
import { EditTextField } from '../memberAdmin/EditTextField';
import { useMemberChoices, type Option } from '../memberAdmin/useMemberChoices';
import { cvPath } from './applicationApi';
import { PROFILE_MAX, profileValuesOf, type ProfileField, type ProfileValues } from './applicantProfileRules';
import type { ApplicantMode, ApplicationHeader } from './applicationTypes';
import { ApplicationButtons } from './ApplicationButtons';
import { CvUploadField } from './CvUploadField';
import { PROFILE_FIELD_LIST } from './profileFieldList';
import { useApplicationFlow } from './useApplicationFlow';

interface Props {
  mode: ApplicantMode;
  header: ApplicationHeader;
  /** Submitted (or in council review): read-only, the badge instead of the buttons. */
  submitted: boolean;
  onExit: () => void;
}

const nameOf = (options: readonly Option[] | undefined, value: string) => options?.find((o) => o.id === value)?.name ?? value;

export const ApplicantProfileForm = ({ mode, header, submitted, onExit }: Props) => {
  const translate = useTranslate();
  const { titles, memberTypes } = useMemberChoices();
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(header));
  const [cv, setCv] = useState<File | null>(null);
  // spec §3: the NIC and date of birth are read-only once the application holds them (the API refuses a change too)
  const storedOnce = new Set<string>(lockedHeaderFields(header));
  const flow = useApplicationFlow(mode, onExit);
  // a select only once its options are loaded (before, the stored value shows as text)
  const options: Partial<Record<ProfileField, readonly Option[]>> = { title: titles, ...(memberTypes.length ? { membertypeid: memberTypes } : {}) };
  const userId = mode.kind === 'staff' ? mode.userId : (header.userID ?? header.userId);
  const stored = header.hasCv && userId !== undefined ? { fileName: header.cvFileName || 'CV.pdf', path: cvPath(userId) } : undefined;

  const change = (field: ProfileField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    flow.clearProblem(field);
  };

  return (
    // The form is what the page is for (its Submit ends a long form, below the first screen on a phone).
    <Paper component="section" aria-label={translate(msg('applications.headerCard'))} sx={{ p: { xs: 1.5, sm: 2 } }} data-primary-action {...FORM_SCOPE}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(msg('applications.headerCard'))}
      </Typography>
      <Grid container spacing={2}>
        {PROFILE_FIELD_LIST.map(({ name, label, required }) => {
          const locked = submitted || name === 'email' || storedOnce.has(name);
          return (
            <EditTextField
              key={name}
              name={name}
              label={msg(label)}
              value={locked && options[name] ? nameOf(options[name], values[name]) : values[name]}
              onChange={change(name)}
              problem={flow.problems[name]}
              required={required}
              locked={locked}
              options={options[name]}
              birthDate={name === 'dob'}
              onKeyDown={name === 'mobileNo' ? blockLetterE : undefined}
              maxLength={PROFILE_MAX[name]}
            />
          );
        })}
        <CvUploadField chosen={cv} onChoose={setCv} stored={stored} locked={submitted} />
      </Grid>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <AttentionNote count={countProblems(flow.problems)} attempt={flow.refusedSaves} />
        <ApplicationButtons submitted={submitted} busy={flow.busy} onSave={(intent) => void flow.save(values, cv, intent)} />
      </Box>
      <ConfirmDialog
        open={flow.confirming}
        title={msg('applications.submitTitle')}
        text={msg('applications.submitWarning')}
        confirmLabel={msg('applications.submitConfirm')}
        loading={flow.busy}
        onConfirm={() => void flow.submit()}
        onClose={flow.cancelSubmit}
      />
      <ResultDialog message={flow.result?.text ?? null} title={flow.result?.title} detail={flow.result?.detail} onClose={flow.closeResult} />
    </Paper>
  );
};
