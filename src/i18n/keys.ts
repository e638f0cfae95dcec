import type { portal } from './en';
import type { publicPortal } from './enPublic';

/** Dotted paths of the portal texts, e.g. 'login.emailRequired'. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

export type MessageKey = Paths<typeof portal>;
/** The keys of the public pages' texts (./enPublic.ts). */
export type PublicKey = Paths<typeof publicPortal>;

/** The polyglot key of a portal text; tsc rejects a key that names no text. */
export const msg = (key: MessageKey): string => `portal.${key}`;
