import { useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import { text } from '../../i18n/text';

/** Spec §2: the navigation can toggle full screen. */
export const toggleFullScreen = async (): Promise<void> => {
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch {
    // The browser refused (no user gesture, iframe policy, unsupported): nothing to undo.
  }
};

export const FullScreenToggle = () => {
  const [isFull, setIsFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setIsFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const label = text('app.fullScreen');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => void toggleFullScreen()}>
        {isFull ? <FullscreenExit /> : <Fullscreen />}
      </IconButton>
    </Tooltip>
  );
};
