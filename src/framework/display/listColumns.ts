/**
 * Which columns of a list identify its rows and which give way, least important first, when a table is too
 * narrow for all of them (ListSpec.identity and ListSpec.giveWay with their defaults). Pure: the table, the
 * cards and the tests read the same answer.
 */
import type { AnyResource } from '../types';
import { identityFields } from './cardLines';

export { identityFields };

/**
 * The columns a narrow table leaves out, in the order it leaves them out: the declared ones, else every column
 * that is neither identity nor status, from the right (a list puts what matters most first). Identity columns
 * never give way, even when declared.
 */
export const giveWayOrder = (resource: AnyResource): readonly string[] => {
  const columns = resource.list?.columns ?? [];
  const identity = new Set(identityFields(resource));
  const declared = resource.list?.giveWay;
  const isStatus = (name: string) => resource.fields[name]?.kind === 'status';
  const order = declared ?? [...columns].reverse().filter((name) => !isStatus(name));
  return order.filter((name) => columns.includes(name) && !identity.has(name));
};

/** Cells that must stay on one line: identity fields, dates, money and status badges ("PAY-000388", "LKR 7,500.00"). */
export const keepsOnOneLine = (resource: AnyResource, name: string): boolean => {
  const kind = resource.fields[name]?.kind;
  return kind === 'date' || kind === 'money' || kind === 'status' || identityFields(resource).includes(name);
};
