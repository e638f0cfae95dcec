/** Which fields make each line of a row's card on a small screen (ListSpec.card and its defaults). */
import type { AnyResource } from '../types';

export interface CardLines {
  primary: string[];
  secondary: string[];
  tertiary?: string;
  labelled: boolean;
}

const asLine = (line: string | readonly string[]): string[] => (typeof line === 'string' ? [line] : [...line]);

/**
 * Declared lines win. Defaults: primary the first column that is not a status, tertiary the first
 * status column (a badge beside the primary), secondary the next column on no other line.
 */
export const cardLines = (resource: AnyResource): CardLines => {
  const columns = resource.list?.columns ?? [];
  const card = resource.list?.card ?? {};
  const isStatus = (name: string) => resource.fields[name]?.kind === 'status';
  const primary = card.primary ? asLine(card.primary) : columns.filter((c) => !isStatus(c)).slice(0, 1);
  const tertiary = card.tertiary ?? columns.find((c) => isStatus(c) && !primary.includes(c));
  const secondary = card.secondary
    ? asLine(card.secondary)
    : columns.filter((c) => !primary.includes(c) && c !== tertiary && !isStatus(c)).slice(0, 1);
  return { primary, secondary, tertiary, labelled: card.labelled === true };
};
