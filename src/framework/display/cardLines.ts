/** Which fields make each line of a row's card on a small screen (ListSpec.card and its defaults). */
import type { AnyResource } from '../types';

export interface CardLines {
  primary: string[];
  secondary: string[];
  tertiary?: string;
  labelled: boolean;
}

const asLine = (line: string | readonly string[]): string[] => (typeof line === 'string' ? [line] : [...line]);

/** The lines as declared, or by their defaults (see cardLines). */
const ownLines = (resource: AnyResource): CardLines => {
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

/**
 * The fields that say which row this is: the record's title field when the list shows it (a payment's reference,
 * a user's username) and the card's primary line.
 */
export const identityFields = (resource: AnyResource): readonly string[] => {
  const columns = resource.list?.columns ?? [];
  const title = resource.recordTitle && columns.includes(resource.recordTitle) ? [resource.recordTitle] : [];
  return [...new Set([...title, ...ownLines(resource).primary])];
};

/**
 * Declared lines win. Defaults: primary the first column that is not a status, tertiary the first
 * status column (a badge beside the primary), secondary the next column on no other line. The row's
 * identity fields (identityFields) are always on the card: any that no line names join the secondary
 * line, so a card never loses what says which row it is.
 */
export const cardLines = (resource: AnyResource): CardLines => {
  const lines = ownLines(resource);
  const onCard = new Set([...lines.primary, ...lines.secondary, ...(lines.tertiary ? [lines.tertiary] : [])]);
  const missing = identityFields(resource).filter((name) => !onCard.has(name));
  return { ...lines, secondary: [...lines.secondary, ...missing] };
};
