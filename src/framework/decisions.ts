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
}

export interface Decisions {
  approve: DialogAction;
  reject: DialogAction;
  /** Both, approve first: a dialog's `actions`. */
  actions: readonly [DialogAction, DialogAction];
}

type Decision = 'approve' | 'reject';

/** Which text is which, and the colour, of each decision's button. */
const BUTTONS: Record<Decision, { label: DecisionText; confirmLabel: DecisionText; confirmText: DecisionText; notice: DecisionNotice; tone: 'success' | 'error' }> = {
  approve: { label: 'approve', confirmLabel: 'approveIt', confirmText: 'confirmApprove', notice: 'approved', tone: 'success' },
  reject: { label: 'reject', confirmLabel: 'rejectIt', confirmText: 'confirmReject', notice: 'rejected', tone: 'error' },
};

const buttonOf = (decision: Decision, { field, texts, notices, requires = {} }: DecisionOptions): DialogAction => {
  const names = BUTTONS[decision];
  const required = requires[decision];
  return {
    label: texts(names.label),
    set: { [field]: decision },
    confirmLabel: texts(names.confirmLabel),
    confirmText: texts(names.confirmText),
    tone: names.tone,
    ...(notices ? { notify: notices(names.notice) } : {}),
    ...(required ? { requires: required } : {}),
  };
};

/**
 * The approve and reject buttons of a decision dialog.
 * @param options DecisionOptions: `field` and `texts` are required.
 */
export function decisionActions(options: DecisionOptions): Decisions {
  const approve = buttonOf('approve', options);
  const reject = buttonOf('reject', options);
  return { approve, reject, actions: [approve, reject] };
}
