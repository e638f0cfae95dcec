// Validation of a fee schedule row as staff enter it (membership-fees routes): a known member type, then the
// shared fee rules (src/domain/paymentRules.mjs: effective year and the two LKR amounts, the form's words too).
import { effectiveYearProblem, FEE_TEXT, feeAmountOf, feeAmountProblem, wholeNumberOf } from '../../../src/domain/paymentRules.mjs';
import { memberTypeById } from '../members/members.mjs';

/** { problem } (FEE_TEXT) or { fields: { membertypeid, memberTypeName, effectiveYear, entranceFee, annualSubscription } }. */
export function feeFieldsOf(db, body) {
  const membertypeid = wholeNumberOf(body.membertypeid);
  const type = Number.isInteger(membertypeid) ? memberTypeById(db, membertypeid) : undefined;
  if (!type) return { problem: FEE_TEXT.memberType };
  const problem = effectiveYearProblem(body.effectiveYear) ?? feeAmountProblem('entranceFee', body.entranceFee) ?? feeAmountProblem('annualSubscription', body.annualSubscription);
  if (problem) return { problem };
  return {
    fields: {
      membertypeid,
      memberTypeName: type.typeDes,
      effectiveYear: wholeNumberOf(body.effectiveYear),
      entranceFee: feeAmountOf(body.entranceFee),
      annualSubscription: feeAmountOf(body.annualSubscription),
    },
  };
}
