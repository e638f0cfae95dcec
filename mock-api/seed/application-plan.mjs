// Who applied for membership in the seed and where each application stands, and the plan of a larger
// seed's extra applications: the default's plan again and again but the demo applicant's, the applicants
// new users (seed/population.mjs), the approved ones the history of extra members.
import { extraApplicantIds } from './population.mjs';
import { spreadPick } from './scale.mjs';

export const DEMO_APPLICANT_USER_ID = 2;
/** Applicant accounts beyond users 34..45, after the members 101..220. */
export const NEW_APPLICANT_IDS = Object.freeze(Array.from({ length: 12 }, (_, i) => 221 + i));

/** userID -> state; 'council' is SUBMITTED with council reviewers assigned (seed/application-reviews.mjs). */
export const APPLICATION_PLAN = Object.freeze([
  [101, 'approved'], [102, 'approved'], [103, 'approved'], [104, 'approved'],
  [DEMO_APPLICANT_USER_ID, 'demo'],
  [34, 'draft'], [35, 'draft'], [36, 'submitted'], [37, 'submitted'], [38, 'submitted'], [39, 'rejected'], [40, 'rejected'],
  [41, 'council'], [42, 'council'], [43, 'council'], [44, 'council'], [45, 'council'],
  [221, 'draft'], [222, 'draft'], [223, 'draft'], [224, 'submitted'], [225, 'submitted'], [226, 'submitted'],
  [227, 'council'], [228, 'council'], [229, 'council'], [230, 'rejected'], [231, 'submitted'], [232, 'submitted'],
]);

const REPEATED_STATES = APPLICATION_PLAN.filter(([userID]) => userID !== DEMO_APPLICANT_USER_ID).map(([, state]) => state);
const extraStatesOf = (count) => Array.from({ length: count }, (_, x) => REPEATED_STATES[x % REPEATED_STATES.length]);

/** The user ids of the applicants of `count` extra applications (an approved application's applicant is a member). */
export const extraApplicantIdsOf = (count) => extraApplicantIds(extraStatesOf(count).filter((state) => state !== 'approved').length);

/**
 * [userID, state] of `count` extra applications: the applicants of extraApplicantIdsOf in turn; the approved ones
 * belong to members spread over `activeMembers` (one application each; none left over when they run out).
 */
export function extraApplicationPlan(count, activeMembers) {
  const states = extraStatesOf(count);
  const applicants = extraApplicantIdsOf(count);
  const approved = spreadPick(activeMembers, states.filter((state) => state === 'approved').length);
  let a = 0;
  let m = 0;
  return states.flatMap((state) => {
    if (state !== 'approved') return [[applicants[a++], state]];
    return m < approved.length ? [[approved[m++].userid, state]] : [];
  });
}
