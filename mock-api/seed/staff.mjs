// Accounts beyond the demo and filler users: the legacy account whose username differs from its e-mail
// (usercreation answers '07' for it) and institute staff holding the administrator-defined roles.
import { RECORD_STATUS, ROLE } from '../lib/constants.mjs';
import { FILLER_PASSWORD, userRow } from './people.mjs';

export const LEGACY_USER = {
  userID: 46,
  email: 'nuwan@example.org',
  username: 'nuwan.legacy@example.org',
  firstName: 'Nuwan',
  lastName: 'Gamage',
  userRoleID: ROLE.MEMBER,
  description: 'Legacy account from the previous portal',
  createdOn: '2026-01-03',
};

/** [userID, first name, last name, role id] of staff01..staff08@example.org. */
const STAFF = [
  [47, 'Chandrika', 'Wijesinghe', 23],
  [48, 'Roshan', 'Amarasekara', 23],
  [49, 'Harsha', 'Senanayake', 23],
  [50, 'Malini', 'Gunawardena', 24],
  [51, 'Janaka', 'Kulatunga', 24],
  [52, 'Anoma', 'Rajapaksha', 25],
  [53, 'Sunil', 'Edirisinghe', 26],
  [54, 'Priyanka', 'Samarasinghe', 27],
];

const legacyRow = () => {
  const { username, ...account } = LEGACY_USER;
  return { ...userRow({ ...account, password: FILLER_PASSWORD, statusID: RECORD_STATUS.APPROVED }), username };
};

const staffRow = ([userID, firstName, lastName, userRoleID], index) =>
  userRow({
    userID,
    email: `staff${String(index + 1).padStart(2, '0')}@example.org`,
    password: FILLER_PASSWORD,
    firstName,
    lastName,
    userRoleID,
    statusID: RECORD_STATUS.APPROVED,
    description: 'Institute staff',
    createdOn: `2026-05-${String(11 + index).padStart(2, '0')}`,
    createdBy: 'admin@example.org',
  });

export const staffUserRows = () => [legacyRow(), ...STAFF.map(staffRow)];
