/**
 * The approve / reject modal's write (ResourceListScreen saveEdit): the declared modal checks the comment and
 * asks "Are you sure?"; this sends the row to the chosen endpoint, says the spec §8 text of the answer
 * (decisionOutcome) or of the failure (cpdApi: "Bad credentials" / "An unknown error occurred in Auth
 * endpoint."), and after a '00' refreshes the list and sends the member's decision mail (result only logged).
 */
import { useCallback } from 'react';
import { useRefresh } from 'react-admin';
import { useToast, type EditSaver } from '../../../framework';
import { cpdFailureText } from '../cpdApi';
import { decideCpdMembership, sendDecisionMail } from './cpdApprovalApi';
import { decisionOf, decisionOutcome } from './decisionOutcome';

export const useDecisionSaver = (): EditSaver => {
  const toast = useToast();
  const refresh = useRefresh();
  return useCallback<EditSaver>(
    async (record, data) => {
      const decision = decisionOf(data.decision);
      try {
        const outcome = decisionOutcome(decision, await decideCpdMembership(decision, data));
        toast(outcome.text, outcome.ok ? 'success' : 'error');
        if (!outcome.ok) return false;
        void sendDecisionMail(decision, record.CPDMemberID);
        refresh();
        return true;
      } catch (error) {
        toast(cpdFailureText(error), 'error');
        return false;
      }
    },
    [toast, refresh],
  );
};
