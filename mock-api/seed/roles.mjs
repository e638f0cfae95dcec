import { ROLE, RECORD_STATUS } from '../lib/constants.mjs';
import { menuIdsFor } from './menus.mjs';

const ROLES = [
  [ROLE.ADMIN, 'Administrator', 'Institute staff and council reviewers: full administration'],
  [ROLE.APPLICANT, 'Applicant', 'Applies for membership and tracks the application'],
  [ROLE.MEMBER, 'Member', 'Member self-service: profile, records, renewals and CPD'],
];

export const roleRows = () =>
  ROLES.map(([userRoleID, userRoleName, userRoleDescription]) => ({
    id: userRoleID,
    userRoleID,
    userRoleName,
    userRoleDescription,
    userRoleStatus: RECORD_STATUS.APPROVED,
    createdAt: '2025-01-01T08:00:00.000Z',
    createdBy: 'system',
    menuIds: menuIdsFor(userRoleID),
  }));
