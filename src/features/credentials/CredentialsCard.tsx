/**
 * The member dashboard's documents: the membership card and the letter of good standing (PDF downloads) while the
 * membership is current; otherwise the server's reason (lapsed, cancelled, not yet active) instead of the buttons.
 */
import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { text } from '../../i18n/text';
import { FileDownloadButton } from '../../ui/download/FileDownloadButton';
import { DashboardCard } from '../dashboard/DashboardCard';
import { CREDENTIAL_PATHS, CREDENTIALS_KEY, fetchCredentialsAvailability } from './credentialsApi';

const failureText = (error: { message: string } | null) => error?.message || text('credentials.failed');

export const CredentialsCard = () => {
  const { data, isPending, error, refetch } = useQuery({ queryKey: CREDENTIALS_KEY, queryFn: fetchCredentialsAvailability });
  return (
    <DashboardCard title={text('credentials.heading')} loading={isPending} error={error} onRetry={() => void refetch()}>
      {data && !data.available && <Alert severity="warning">{data.reason}</Alert>}
      {data?.available && (
        <Stack spacing={1} alignItems="flex-start">
          <FileDownloadButton path={CREDENTIAL_PATHS.card} method="POST" fileName={text('credentials.cardFile')} label={text('credentials.cardLabel')} failureText={failureText}>
            {text('credentials.card')}
          </FileDownloadButton>
          <FileDownloadButton path={CREDENTIAL_PATHS.letter} method="POST" fileName={text('credentials.letterFile')} label={text('credentials.letterLabel')} failureText={failureText}>
            {text('credentials.letter')}
          </FileDownloadButton>
          <Typography variant="body2" color="text.secondary">
            {text('credentials.hint')}
          </Typography>
        </Stack>
      )}
    </DashboardCard>
  );
};
