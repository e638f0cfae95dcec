import type { RowLink } from './types';

/** The route of a row link (ListSpec.links), with or without a stash. */
export const linkRoute = (link: RowLink | undefined): string => (typeof link === 'object' ? link.to : (link ?? ''));
