/**
 * /member/adminviewapplicant (spec §2): the application the Approve Applications list kept under
 * `application-approve`, read-only, with reviewer assignment and approve / reject while submitted, for a
 * role holding the permission to decide applications (one that only reads, e.g. an examiner, sees neither);
 * never on the signed-in user's own application (the reason shows instead).
 */
import { Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { APPLICATION_STATUS } from '../../domain/applicationRules.mjs';
import { msg } from '../../i18n/keys';
import { APPLICATION_APPROVE_KEY, type ApplicationRow } from '../../../resources/applications/applications';
import { ApplicationDecisionButtons } from './ApplicationDecisionButtons';
import { ApplicationView } from './ApplicationView';
import { AssignReviewersCard } from './AssignReviewersCard';
import { applicantName, applicationStatusOf } from './applicantDetails';
import type { ApplicantDetails } from './applicationTypes';
import { NoApplicationNotice } from './NoApplicationNotice';
import { useReloadApplication } from './useApplicant';
import { useStashedRow } from './useStashedRow';
import { DECIDE } from '../../domain/permissions.mjs';
import { OwnCaseNotice } from '../ownCase/OwnCaseNotice';
import { useHolds, useOwnCase } from '../ownCase/useOwnCase';

const LIST_PATH = '/member/viewapplications';
const isOpen = (applicant: ApplicantDetails) => applicationStatusOf(applicant) === APPLICATION_STATUS.SUBMITTED;

export const AdminViewApplicantPage = () => {
  const translate = useTranslate();
  const row = useStashedRow<ApplicationRow>(APPLICATION_APPROVE_KEY);
  const reload = useReloadApplication();
  const userId = Number(row?.userId);
  const decides = useHolds(DECIDE.APPLICATIONS);
  const ownDecision = useOwnCase(userId, 'application');
  const ownAssignment = useOwnCase(userId, 'reviewers');
  const open = (applicant: ApplicantDetails) => decides && isOpen(applicant);
  return (
    <Stack spacing={2}>
      <ScreenHeading />
      {!row || !userId ? (
        <NoApplicationNotice listPath={LIST_PATH} listLabel={msg('applicationAdmin.backToList')} />
      ) : (
        <>
          <Button component={RouterLink} to={LIST_PATH} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
            {translate(msg('applicationAdmin.backToList'))}
          </Button>
          <ApplicationView
            userId={userId}
            actions={(applicant) =>
              open(applicant) &&
              (ownDecision ? (
                <OwnCaseNotice reason={ownDecision} sx={{ flexBasis: '100%' }} />
              ) : (
                <ApplicationDecisionButtons applicationId={applicant.applicationId} name={applicantName(applicant)} onDecided={reload} />
              ))
            }
          >
            {(applicant) =>
              open(applicant) && (ownAssignment ? <OwnCaseNotice reason={ownAssignment} /> : <AssignReviewersCard applicationId={applicant.applicationId} onAssigned={reload} />)
            }
          </ApplicationView>
        </>
      )}
    </Stack>
  );
};
