/**
 * /member/view-application-council: the signed-in council member's assignments
 * (GET application/committee-member-list/{own userid}); opening one shows the application read-only
 * with the PDF and the "Record recommendation" form while it is submitted.
 */
import { Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { APPLICATION_STATUS } from '../../domain/applicationRules.mjs';
import { SESSION_KEYS } from '../../domain/session';
import type { SessionUser } from '../../domain/auth';
import { EmbeddedList } from '../../framework';
import { msg } from '../../i18n/keys';
import { readSessionValue } from '../../providers/session';
import { COUNCIL_REVIEW_KEY, councilAssignments } from '../../../resources/applications/committeeReviews';
import { ApplicationView } from './ApplicationView';
import { applicationStatusOf } from './applicantDetails';
import { RecommendationForm } from './RecommendationForm';
import { useReloadApplication } from './useApplicant';
import { useStashedRow } from './useStashedRow';
import { OwnCaseNotice } from '../../ui/ownCase/OwnCaseNotice';
import { useOwnCase } from '../../ui/ownCase/useOwnCase';
import { screenPath } from '../../../resources/screens';

const PAGE_PATH = screenPath('councilReview');

interface Assignment {
  reviewId: number;
  applicantUserId: number;
  recommendation?: string | null;
  comment?: string | null;
}

const Assignments = () => {
  const userId = readSessionValue<SessionUser>(SESSION_KEYS.user)?.userid;
  return <EmbeddedList resource={councilAssignments} scope={{ userId: Number(userId) }} />;
};

const OpenedAssignment = ({ assignment }: { assignment: Assignment }) => {
  const translate = useTranslate();
  const reload = useReloadApplication();
  // nobody reviews their own application: the reason shows instead of the form
  const ownCase = useOwnCase(assignment.applicantUserId, 'review');
  return (
    <>
      <Button component={RouterLink} to={PAGE_PATH} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        {translate(msg('applicationAdmin.backToAssignments'))}
      </Button>
      <ApplicationView userId={assignment.applicantUserId}>
        {(applicant) =>
          applicationStatusOf(applicant) === APPLICATION_STATUS.SUBMITTED &&
          (ownCase ? (
            <OwnCaseNotice reason={ownCase} />
          ) : (
            <RecommendationForm
              reviewId={assignment.reviewId}
              recommendation={assignment.recommendation}
              comment={assignment.comment}
              onSaved={reload}
            />
          ))
        }
      </ApplicationView>
    </>
  );
};

export const CouncilReviewPage = () => {
  const [params] = useSearchParams();
  const reviewId = Number(params.get('reviewId'));
  const stashed = useStashedRow<Assignment>(COUNCIL_REVIEW_KEY, reviewId);
  // the row kept by the list's view action, when it is the one the address names
  const opened = stashed && reviewId && Number(stashed.reviewId) === reviewId ? stashed : null;
  return (
    <Stack spacing={2}>
      <ScreenHeading />
      {opened ? <OpenedAssignment key={opened.reviewId} assignment={opened} /> : <Assignments />}
    </Stack>
  );
};
