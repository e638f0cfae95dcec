/**
 * One application, read-only (spec §2 "Approve Applications"): the header with the CV and
 * the PDF, the three record lists with their evidence PDFs, payment details and committee reviews.
 * The staff page adds its decisions and reviewer assignment, the council page its recommendation;
 * one view, two pages.
 */
import type { ReactNode } from 'react';
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmbeddedList } from '../../framework';
import { msg } from '../../i18n/keys';
import { APPLICATION_RECORDS, applicationPayments, committeeReviews } from '../../../resources/applications';
import { MemberRecordsSection } from '../memberAdmin/MemberRecordsSection';
import { ApplicantHeaderCard } from './ApplicantHeaderCard';
import type { ApplicantDetails } from './applicationTypes';
import { useApplicant } from './useApplicant';

interface Props {
  userId: number;
  /** Buttons of the header (e.g. approve / reject), given the loaded application. */
  actions?: (applicant: ApplicantDetails) => ReactNode;
  /** Sections after the header (e.g. assign reviewers, record a recommendation). */
  children?: (applicant: ApplicantDetails) => ReactNode;
}

export const ApplicationView = ({ userId, actions, children }: Props) => {
  const translate = useTranslate();
  const { data: applicant, error } = useApplicant(userId);
  if (error) return <Alert severity="warning">{translate(msg('applicationAdmin.loadFailed'))}</Alert>;
  if (!applicant) return null;
  const scope = { userId };
  return (
    <Stack spacing={2}>
      <ApplicantHeaderCard userId={userId} applicant={applicant} actions={actions?.(applicant)} />
      {children?.(applicant)}
      <MemberRecordsSection userId={userId} sources={APPLICATION_RECORDS} />
      <EmbeddedList resource={applicationPayments} scope={scope} />
      <EmbeddedList resource={committeeReviews} scope={scope} />
    </Stack>
  );
};
