import { CircularProgress } from '@mui/material';
import { styled, useTheme } from '@mui/material/styles';
import { RefreshIconButton } from 'react-admin';
import { useUserWaiting } from '../../ui/loading/useUserWaiting';

const PREFIX = 'RaLoadingIndicator';
const CLASSES = { loader: `${PREFIX}-loader`, loadedLoading: `${PREFIX}-loadedLoading`, loadedIcon: `${PREFIX}-loadedIcon` };

/** react-admin's loading indicator styles and class names: the refresh button gives way to the spinner. */
const Root = styled('div', { name: PREFIX, overridesResolver: (_props, styles) => styles.root })({
  position: 'relative',
  [`& .${CLASSES.loadedIcon}.${CLASSES.loadedLoading}`]: { opacity: 0 },
  [`& .${CLASSES.loader}`]: { position: 'absolute', top: '30%', left: '30%' },
});

/**
 * react-admin's LoadingIndicator (Refresh, a spinner while loading), turning only for calls the user waits for:
 * the bell's poll every minute and on focus is a background query (src/ui/loading/backgroundQuery.ts).
 */
export const AppBarLoadingIndicator = () => {
  const waiting = useUserWaiting();
  const theme = useTheme();
  return (
    <Root>
      <RefreshIconButton className={waiting ? `${CLASSES.loadedIcon} ${CLASSES.loadedLoading}` : CLASSES.loadedIcon} />
      {waiting && <CircularProgress className={`app-loader ${CLASSES.loader}`} color="inherit" size={theme.spacing(2)} thickness={6} />}
    </Root>
  );
};
