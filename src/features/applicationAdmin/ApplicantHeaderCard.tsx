/** The application's header for staff, read-only: its status, the CV, Download PDF, the page's own buttons. */
import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StatusBadge } from '../../framework';
import { msg } from '../../i18n/keys';
import { applications } from '../../../resources/applications';
import { CvDownloadButton } from '../memberAdmin/CvDownloadButton';
import { DetailGrid } from '../../ui/DetailGrid';
import { ApplicationPdfButton } from './ApplicationPdfButton';
import { applicantDetails, applicantName, applicationStatusOf } from './applicantDetails';
import type { ApplicantDetails } from './applicationTypes';

// the list's status colours, so a status reads the same in the table and here
const STATUS = applications.fields.status;

interface Props {
  userId: number;
  applicant: ApplicantDetails;
  actions?: ReactNode;
}

export const ApplicantHeaderCard = ({ userId, applicant, actions }: Props) => {
  const translate = useTranslate();
  const name = applicantName(applicant);
  const status = applicationStatusOf(applicant);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-label={translate(msg('applicationAdmin.detailsCard'))}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
          {translate(msg('applicationAdmin.detailsCard'))}
        </Typography>
        <StatusBadge value={status} label={applicant.statusName} tone={STATUS.tones[status as keyof typeof STATUS.tones]} />
        <CvDownloadButton path={`usermanagement/applicant/cv/${userId}`} fileName={applicant.cvFileName || `CV-${name}.pdf`} />
        <ApplicationPdfButton userId={userId} name={name} />
        {actions}
      </Box>
      <DetailGrid details={applicantDetails(applicant)} />
    </Paper>
  );
};
