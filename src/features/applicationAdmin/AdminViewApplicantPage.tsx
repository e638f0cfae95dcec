/**
 * /member/adminviewapplicant (spec §2): one application read-only, whatever its state, named by the applicant's
 * user id in the address (?userId=, which the Approve Applications list opens after keeping the row under
 * `application-approve`). While it is submitted, a role holding the permission to decide applications assigns
 * reviewers and approves or rejects (one that only reads, e.g. an examiner, sees neither); never on the signed-in
 * user's own application (the reason shows instead). Opened without one (its menu item, "Applicant Details"),
 * it lists the applications to choose from rather than an empty screen.
 */
import { Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { APPLICATION_STATUS } from '../../domain/applicationRules.mjs';
import { msg } from '../../i18n/keys';
import { ApplicationDecisionButtons } from './ApplicationDecisionButtons';
import { ApplicationPicker } from './ApplicationPicker';
import { ApplicationView } from './ApplicationView';
import { AssignReviewersCard } from './AssignReviewersCard';
import { applicantName, applicationStatusOf } from './applicantDetails';
import type { ApplicantDetails } from './applicationTypes';
import { DECIDE } from '../../domain/permissions.mjs';
import { OwnCaseNotice } from '../../ui/ownCase/OwnCaseNotice';
import { useHolds, useOwnCase } from '../../ui/ownCase/useOwnCase';
import { useReloadApplication } from './useApplicant';
import { applications } from '../../../resources/applications/applications';
import { routeOf } from '../../framework/registry/routeOf';

const LIST_PATH = routeOf(applications);
const isOpen = (applicant: ApplicantDetails) => applicationStatusOf(applicant) === APPLICATION_STATUS.SUBMITTED;

/** The applicant's user id the address names, or 0 when it names none. */
const openedUserId = (params: URLSearchParams): number => {
  const id = Number(params.get('userId'));
  return Number.isInteger(id) && id > 0 ? id : 0;
};

const OpenedApplication = ({ userId }: { userId: number }) => {
  const translate = useTranslate();
  const reload = useReloadApplication();
  const decides = useHolds(DECIDE.APPLICATIONS);
  const ownDecision = useOwnCase(userId, 'application');
  const ownAssignment = useOwnCase(userId, 'reviewers');
  const open = (applicant: ApplicantDetails) => decides && isOpen(applicant);
  return (
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
  );
};

export const AdminViewApplicantPage = () => {
  const [params] = useSearchParams();
  const userId = openedUserId(params);
  return (
    <Stack spacing={2}>
      <ScreenHeading />
      {userId ? <OpenedApplication key={userId} userId={userId} /> : <ApplicationPicker />}
    </Stack>
  );
};
