import { publicPortal } from './enPublic';
import { lookupText } from './lookupText';
import type { PublicKey } from './keys';

/**
 * A text of the public pages, which load neither react-admin nor the signed-in app's catalogue: tsc
 * rejects a key outside ./enPublic.ts, so a public page cannot pull the whole catalogue in.
 */
export const publicText = (key: PublicKey, vars?: Record<string, string | number>): string => lookupText(publicPortal, key, vars);
