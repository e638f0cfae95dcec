/**
 * /member/applicationdetails and /user/applicationcreate (spec §2 "Applicant details and Application
 * Details screens"): the signed-in applicant's own application. Save and Exit goes to the application
 * dashboard.
 */
import { Stack } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { ScreenHeading } from '../../ui/ScreenHeading';
import type { ApplicantMode } from './applicationTypes';
import { ApplicantDetails } from './ApplicantDetails';
import { screenPath } from '../../../resources/screens';

const SELF: ApplicantMode = { kind: 'self' };
export const APPLICATION_DASHBOARD = screenPath('applicationDashboard');

export const ApplicationDetailsPage = () => {
  const navigate = useNavigate();
  return (
    <Stack spacing={2}>
      <ScreenHeading />
      <ApplicantDetails mode={SELF} onExit={() => navigate(APPLICATION_DASHBOARD)} />
    </Stack>
  );
};
