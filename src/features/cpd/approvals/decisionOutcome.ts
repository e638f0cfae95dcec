/**
 * What a CPD approve / reject answer tells the staff member (spec §8 "Development goals and CPD"), by the
 * answer's statusCode, whatever words the server chose:
 * approve '00' approved, '02' not approved, anything else "Please add a comment before approve";
 * reject '00' rejected, '02' not rejected, '03' "Please add a comment before reject", anything else
 * "Something went wrong". HTTP failures never get here (cpdApi: 401 / any other failure).
 */
import { CPD_TEXT } from '../../../domain/cpdRules.mjs';
import { STATUS_CODE } from '../../../domain/status';

export type Decision = 'approve' | 'reject';

export interface DecisionAnswer {
  statusCode?: unknown;
  status?: unknown;
}

const TEXTS: Record<Decision, { byCode: Readonly<Record<string, string>>; otherwise: string }> = {
  approve: { byCode: { '00': CPD_TEXT.approved, '02': CPD_TEXT.notApproved }, otherwise: CPD_TEXT.commentBeforeApprove },
  reject: { byCode: { '00': CPD_TEXT.rejected, '02': CPD_TEXT.notRejected, '03': CPD_TEXT.commentBeforeReject }, otherwise: CPD_TEXT.somethingWrong },
};

export const decisionOf = (value: unknown): Decision => (value === 'reject' ? 'reject' : 'approve');

export const decisionOutcome = (decision: Decision, answer: DecisionAnswer | null | undefined): { ok: boolean; text: string } => {
  const code = String(answer?.statusCode ?? '');
  const texts = TEXTS[decision];
  return { ok: code === STATUS_CODE.OK, text: texts.byCode[code] ?? texts.otherwise };
};
