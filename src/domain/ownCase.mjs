// Nobody decides their own case: a staff member whose own payment, membership, application, transfer, CPD
// registration or attendance is the subject of a decision may not take it; another staff member must. The API
// refuses such a call with these words (mock-api/lib/auth/own-case.mjs) and the staff screens show the same words on
// the row or card whose decision they disable, so the two never drift apart.

/** What the staff member may not do, by the kind of case (each screen and route names its kind). */
export const OWN_CASE = Object.freeze({
  payment: 'approve or reject your own payment',
  officePayment: 'record a payment for your own membership',
  memberDetails: 'approve or reject your own details',
  membership: 'cancel or reactivate your own membership',
  entitlements: 'change your own entitlements',
  memberRecord: 'edit your own member record',
  transfer: 'approve or reject your own chapter transfer',
  cpdRegistration: 'approve or reject your own CPD registration',
  attendance: 'mark your own event attendance',
  application: 'approve or reject your own application',
  reviewers: 'assign reviewers to your own application',
  review: 'review your own application',
  account: 'authorize your own account',
});

/** The refusal of an own case, e.g. "You cannot approve or reject your own payment. Another staff member must do it." */
export const ownCaseText = (kind) => `You cannot ${OWN_CASE[kind]}. Another staff member must do it.`;

/** True when the subject (a user id, or nothing known) is the acting user's own id. */
export const isOwnCase = (subjectUserId, actingUserId) =>
  subjectUserId !== undefined && subjectUserId !== null && actingUserId !== undefined && actingUserId !== null && String(subjectUserId) === String(actingUserId);
