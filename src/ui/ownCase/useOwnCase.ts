/**
 * Nobody decides their own case, on the bespoke staff screens: the words a decision about this subject shows
 * instead of its buttons when the subject (a user id) is the signed-in user (src/domain/ownCase.mjs; the API
 * refuses the decision with the same words), else null. The declared lists do the same through ListSpec.ownCase.
 */
import { isOwnCase, ownCaseText, type OwnCaseKind } from '../../domain/ownCase.mjs';
import { useViewer } from '../../framework';

export const useOwnCase = (subjectUserId: unknown, kind: OwnCaseKind): string | null => {
  const { id } = useViewer();
  return isOwnCase(subjectUserId, id) ? ownCaseText(kind) : null;
};

/** Does the signed-in user hold this grant (a screen, or a decision of src/domain/permissions.mjs)? */
export const useHolds = (grant: string): boolean => useViewer().grants?.includes(grant) ?? false;
