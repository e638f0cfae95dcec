/**
 * Which columns of a list identify its rows and which give way, least important first, when a table is too
 * narrow for all of them. Pure: the table, the
 * cards and the tests read the same answer.
 */
import type { AnyResource } from '../types';
import { identityFields } from './cardLines';

export { identityFields };

/**
 * The columns a narrow table leaves out, in the order it leaves them out: every column that is neither identity
 * nor status, from the right (a list puts what matters most first).
 */
export const giveWayOrder = (resource: AnyResource): readonly string[] => {
  const columns = resource.list?.columns ?? [];
  const identity = new Set(identityFields(resource));
  const isStatus = (name: string) => resource.fields[name]?.kind === 'status';
  return [...columns].reverse().filter((name) => !isStatus(name) && !identity.has(name));
};

/** Cells that must stay on one line: identity fields, dates, money and status badges ("PAY-000388", "LKR 7,500.00"). */
export const keepsOnOneLine = (resource: AnyResource, name: string): boolean => {
  const kind = resource.fields[name]?.kind;
  return kind === 'date' || kind === 'money' || kind === 'status' || identityFields(resource).includes(name);
};
