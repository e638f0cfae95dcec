/**
 * Where the application stands, above the form: under council review (spec §4 flags), or rejected
 * with the council's reason (the applicant corrects it and submits again).
 */
import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { APPLICATION_STATUS, APPLICANT_STATUS, applicantFlags } from '../../domain/applicationRules.mjs';
import { DecisionNote } from '../../framework';
import { msg } from '../../i18n/keys';
import type { ApplicationHeader } from './applicationTypes';

export const isRejected = (header: ApplicationHeader) =>
  header.status === APPLICANT_STATUS.REJECTED || header.applicationStatus === APPLICATION_STATUS.REJECTED;

export const ApplicationStatusNotice = ({ header }: { header: ApplicationHeader }) => {
  const translate = useTranslate();
  if (applicantFlags(header.status).inCouncilReview) return <Alert severity="info">{translate(msg('applications.inCouncilReview'))}</Alert>;
  if (!isRejected(header)) return null;
  return (
    <Alert severity="error">
      <AlertTitle>{translate(msg('applications.rejectedTitle'))}</AlertTitle>
      <div data-testid="rejection-reason">
        <DecisionNote reason={header.decisionComment} at={header.decidedAt} rejected />
      </div>
      <div>{translate(msg('applications.rejectedHint'))}</div>
    </Alert>
  );
};
