// Who may act on an applicant's data besides the applicant: staff holding an application screen read it,
// staff holding the registration screen fill it in on the applicant's behalf (spec §2, §6).
import { allows, screens } from './access.mjs';
import { ROLE } from './constants.mjs';
import { APPLICATION_SCREENS, SCREEN } from './screens.mjs';
import { findUserById } from './users.mjs';
import { applicationOfUser, isLocked } from './applications.mjs';

const APPLICATION_STAFF = screens(...APPLICATION_SCREENS);
const REGISTRATION_STAFF = screens(SCREEN.APPLICANT_REGISTRATION);

export const isApplicationStaff = (db, user) => allows(db, APPLICATION_STAFF, user);
export const isRegistrationStaff = (db, user) => allows(db, REGISTRATION_STAFF, user);

/** The applicant (role 21) user of an id, else undefined. */
export const applicantUser = (db, userId) => {
  const user = Number.isInteger(userId) ? findUserById(db, userId) : undefined;
  return user?.userRoleID === ROLE.APPLICANT ? user : undefined;
};

/** True when the user is an applicant whose application is submitted or approved: nothing of it may change. */
export const applicationLockedFor = (db, userId) => Boolean(applicantUser(db, userId)) && isLocked(applicationOfUser(db, userId));
