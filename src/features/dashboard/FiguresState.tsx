/** The two states of figures not yet on screen: loading (a skeleton) and failed (what went wrong, try again). */
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { text } from '../../i18n/text';
import { RefusedAnswer } from './dashboardApi';

export const FiguresLoading = ({ lines = 3 }: { lines?: number }) => (
  <Stack spacing={1} role="progressbar" aria-label={text('dashboards.loading')} aria-busy="true">
    {Array.from({ length: lines }, (_, index) => (
      <Skeleton key={index} variant="text" width={index === lines - 1 ? '60%' : '100%'} />
    ))}
  </Stack>
);

/** A refusal keeps the server's words (e.g. "Only members have a membership to pay for"); anything else one clear text. */
const failureText = (error: unknown): string =>
  error instanceof RefusedAnswer && error.message ? error.message : text('dashboards.loadFailed');

export const FiguresFailed = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => (
  <Alert
    severity="error"
    action={
      onRetry && (
        <Button color="inherit" size="small" onClick={onRetry}>
          {text('dashboards.retry')}
        </Button>
      )
    }
  >
    {failureText(error)}
  </Alert>
);
