// The three built-in roles (spec §6) and twelve administrator-defined ones, so the role table pages,
// has pending and rejected rows, and some roles are held by users (seed/staff.mjs) and cannot be deleted.
import { ROLE, RECORD_STATUS } from '../lib/constants.mjs';
import { menuIdsFor } from './menus.mjs';

const { PENDING, APPROVED, REJECT } = RECORD_STATUS;
const MY_ACCOUNT = [300, 301, 302];

const BUILT_IN = [
  [ROLE.ADMIN, 'Administrator', 'Institute staff and council reviewers: full administration'],
  [ROLE.APPLICANT, 'Applicant', 'Applies for membership and tracks the application'],
  [ROLE.MEMBER, 'Member', 'Member self-service: profile, records, renewals and CPD'],
];

/**
 * [id, name (letters only), description, status, ticked item and permission ids besides My Account]. Each role
 * holds what its description says and no more: reading a screen and deciding on it are apart where a role needs
 * one without the other (the Auditor reads transactions, 140, without 144 to decide them; the Council reviews
 * only the applications assigned to it, 132, and neither lists, assigns nor decides them, 130, 131, 134).
 */
export const EXTRA_ROLES = [
  [23, 'Council', 'Council members reviewing membership applications', APPROVED, [100, 103, 132]],
  [24, 'Finance', 'Finance staff approving payments and transactions', APPROVED, [100, 140, 144, 141, 142, 143, 205]],
  [25, 'Registrar', 'Keeps the member register and approves member changes', APPROVED, [100, 120, 121, 122, 123, 124, 125]],
  // Assessing reads applicants, their records and files; the decision is the institute's (134).
  [26, 'Examiner', 'Assesses applicants and their qualifications', APPROVED, [100, 130, 131]],
  [27, 'Auditor', 'Reads transactions and the activity log', APPROVED, [100, 140, 115]],
  [28, 'Secretariat', 'Events, meeting minutes and news', APPROVED, [100, 103, 160, 161, 170]],
  // Payments and the fee schedule; the portal's settings (Global Details, 180) are the administrator's.
  [29, 'Treasurer', 'Oversees payments and fees', APPROVED, [100, 140, 144, 141, 142, 143, 205]],
  [30, 'Librarian', 'Publishes news and meeting minutes', APPROVED, [103, 170]],
  // CPD membership requests only: council review (132) would make the role a reviewer of membership applications.
  [31, 'Reviewer', 'Reviews CPD membership requests', APPROVED, [100, 150]],
  [32, 'Moderator', 'Answers inquiries and moderates the news feed', APPROVED, [100, 103, 116]],
  [33, 'Coordinator', 'Coordinates events and assigns members', PENDING, [100, 160, 161]],
  // CPD sessions are events whose attendance credits CPD hours; approving CPD memberships (150) is the Reviewer's.
  [34, 'Trainer', 'Runs CPD sessions', REJECT, [100, 160, 161]],
];

const roleRow = ([userRoleID, userRoleName, userRoleDescription, userRoleStatus, menuIds, createdAt, createdBy]) => ({
  id: userRoleID,
  userRoleID,
  userRoleName,
  userRoleDescription,
  userRoleStatus,
  createdAt,
  createdBy,
  menuIds,
});

const extraCreatedAt = (index) => `2026-0${2 + Math.floor(index / 4)}-${String(3 + (index % 4) * 7).padStart(2, '0')}T10:00:00.000Z`;

/** The three roles the portal is built around; the institute seed has these alone (its administrator makes the rest). */
export const builtInRoleRows = () => BUILT_IN.map(([id, name, description]) => roleRow([id, name, description, APPROVED, menuIdsFor(id), '2025-01-01T08:00:00.000Z', 'system']));

export const roleRows = () => [
  ...builtInRoleRows(),
  ...EXTRA_ROLES.map(([id, name, description, status, ticks], index) =>
    roleRow([id, name, description, status, [...ticks, ...MY_ACCOUNT].sort((a, b) => a - b), extraCreatedAt(index), 'admin@example.org']),
  ),
];
