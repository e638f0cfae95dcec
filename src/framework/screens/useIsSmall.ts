/** A phone-sized screen (theme breakpoint below 'sm', < 600 px): lists become cards, form dialogs full screen. */
import { useMediaQuery, type Theme } from '@mui/material';

// noSsr: read the media query on the first render, so a phone never flashes the desktop table
export const useIsSmall = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
