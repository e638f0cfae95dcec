/**
 * Nobody decides their own case (ListSpec.ownCase): which row is the signed-in user's own, and which of its
 * actions that blocks. The engine compares ids only; the declaration says which field names the subject and what
 * the row says instead.
 */
import type { RaRecord } from 'react-admin';
import type { ListSpec, Message, RowAction, Viewer } from './types';
import { READING_ACTIONS } from './writeAccess';

/** The reason a row offers no decision to this viewer (it is their own case), or undefined. */
export const ownCaseReason = (list: ListSpec<string> | undefined, record: RaRecord, viewer: Viewer): Message | undefined => {
  const spec = list?.ownCase;
  if (!spec || viewer.id === undefined || viewer.id === null || viewer.id === '') return undefined;
  const subject = record[spec.subject];
  return subject !== undefined && subject !== null && String(subject) === String(viewer.id) ? spec.reason : undefined;
};

/** Does the own-case rule block this action (a row form counts as 'edit')? */
export const blocksAction = (list: ListSpec<string>, action: RowAction): boolean =>
  list.ownCase !== undefined && !(READING_ACTIONS as readonly string[]).includes(action);
