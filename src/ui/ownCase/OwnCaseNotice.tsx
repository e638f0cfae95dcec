/** Where a decision's buttons would be, why there are none: the subject is the signed-in user (useOwnCase). */
import { Alert, type SxProps, type Theme } from '@mui/material';

export const OwnCaseNotice = ({ reason, sx }: { reason: string; sx?: SxProps<Theme> }) => (
  <Alert severity="info" variant="outlined" role="note" data-own-case sx={{ py: 0, ...sx } as SxProps<Theme>}>
    {reason}
  </Alert>
);
