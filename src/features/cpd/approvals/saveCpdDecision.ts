/**
 * The approve / reject modal's write (ResourceListScreen saveEdit), also each row's of a bulk approval: the
 * declared modal checks the comment and asks "Are you sure?"; this sends the row to the chosen endpoint, tells
 * the spec §8 text of the answer (decisionOutcome) or of the failure (cpdApi: "Bad credentials" / "An unknown
 * error occurred in Auth endpoint."), and after a '00' sends the member's decision mail (result only logged).
 * The engine toasts the text (or lists it in the bulk report) and refreshes the list.
 */
import type { EditSaver } from '../../../framework';
import { cpdFailureText } from '../cpdApi';
import { decideCpdMembership, sendDecisionMail } from './cpdApprovalApi';
import { decisionOf, decisionOutcome } from './decisionOutcome';

export const saveCpdDecision: EditSaver = async (record, data) => {
  const decision = decisionOf(data.decision);
  try {
    const outcome = decisionOutcome(decision, await decideCpdMembership(decision, data));
    if (outcome.ok) void sendDecisionMail(decision, record.CPDMemberID);
    return { ok: outcome.ok, message: outcome.text };
  } catch (error) {
    return { ok: false, message: cpdFailureText(error) };
  }
};
