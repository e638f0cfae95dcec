import { portal } from './en';
import { lookupText } from './lookupText';
import type { MessageKey } from './keys';

/**
 * Plain lookup of any portal text (no react-admin translate() needed). Public pages use ./publicText.ts
 * instead, so their bundle holds only the public texts.
 */
export const text = (key: MessageKey, vars?: Record<string, string | number>): string => lookupText(portal, key, vars);
