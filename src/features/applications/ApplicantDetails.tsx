/**
 * The applicant details of one application, in either mode (the applicant's own, or staff filling it
 * for an applicant): where it stands, the header form, and the three record tables. Submitted (or in
 * council review): the red "Already submitted" badge, everything read-only.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { applicantFlags } from '../../domain/applicationRules.mjs';
import { LoadingBar } from '../../framework';
import { msg } from '../../i18n/keys';
import { applicationKey, fetchApplication } from './applicationApi';
import type { ApplicantMode } from './applicationTypes';
import { ApplicantProfileForm } from './ApplicantProfileForm';
import { ApplicationRecordTables } from './ApplicationRecordTables';
import { ApplicationStatusNotice } from './ApplicationStatusNotice';

interface Props {
  mode: ApplicantMode;
  /** After a successful Save and Exit. */
  onExit: () => void;
}

export const ApplicantDetails = ({ mode, onExit }: Props) => {
  const translate = useTranslate();
  const { data: header, isPending, isError } = useQuery({ queryKey: applicationKey(mode), queryFn: () => fetchApplication(mode) });
  if (isPending) return <LoadingBar loading />;
  if (isError) return <Alert severity="error">{translate(msg('applications.loadFailed'))}</Alert>;
  if (!header?.applicationId) return <Alert severity="info">{translate(msg('applications.noApplication'))}</Alert>;
  const { submitted } = applicantFlags(header.status);
  return (
    <Stack spacing={2}>
      <ApplicationStatusNotice header={header} />
      {/*
        keyed by what is stored: a reload after a save shows the stored values, while a reload that brings nothing new
        (adding a record refreshes every query) leaves the form as the user has it, its open dialog included
      */}
      <ApplicantProfileForm key={JSON.stringify(header)} mode={mode} header={header} submitted={submitted} onExit={onExit} />
      <ApplicationRecordTables mode={mode} submitted={submitted} />
    </Stack>
  );
};
