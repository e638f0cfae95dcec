/**
 * The two buttons of a decision modal (approve / reject a pending request), declared once: each sets the same
 * wire field to its decision, asks its own question with its own confirm button and colour, and may need fields
 * filled (a reject's reason). A list's bulk approval (ListSpec.bulkApprove) reuses the approve button as it is.
 */
import type { DialogAction, Message } from './types';

/** The texts of the two buttons, by name: label, confirm button, question. */
export type DecisionText = 'approve' | 'approveIt' | 'confirmApprove' | 'reject' | 'rejectIt' | 'confirmReject';
/** Their success toasts. */
export type DecisionNotice = 'approved' | 'rejected';

type Required = Readonly<Record<string, Message>>;

export interface DecisionOptions {
  /** The wire field each button sets (e.g. 'decision', read by the endpoint's {decision}). */
  field: string;
  /** Each text by name, e.g. (name) => msg(`transfers.${name}`): tsc checks every key exists. */
  texts: (name: DecisionText) => Message;
  /** The success toasts; absent when the screen's own write says the outcome. */
  notices?: (name: DecisionNotice) => Message;
  /** Fields a decision needs filled, with the message when empty. */
  requires?: { approve?: Required; reject?: Required };
  /** The values the field takes; default 'approve' and 'reject'. */
  values?: { approve: string | number; reject: string | number };
}

export interface Decisions {
  approve: DialogAction;
  reject: DialogAction;
  /** Both, approve first: a dialog's `actions`. */
  actions: readonly [DialogAction, DialogAction];
}

export function decisionActions({ field, texts, notices, requires = {}, values = { approve: 'approve', reject: 'reject' } }: DecisionOptions): Decisions {
  const approve: DialogAction = {
    label: texts('approve'),
    set: { [field]: values.approve },
    confirmLabel: texts('approveIt'),
    confirmText: texts('confirmApprove'),
    tone: 'success',
    ...(notices ? { notify: notices('approved') } : {}),
    ...(requires.approve ? { requires: requires.approve } : {}),
  };
  const reject: DialogAction = {
    label: texts('reject'),
    set: { [field]: values.reject },
    confirmLabel: texts('rejectIt'),
    confirmText: texts('confirmReject'),
    tone: 'error',
    ...(notices ? { notify: notices('rejected') } : {}),
    ...(requires.reject ? { requires: requires.reject } : {}),
  };
  return { approve, reject, actions: [approve, reject] };
}
