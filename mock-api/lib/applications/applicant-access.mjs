// Who may change an applicant's data besides the applicant: staff holding the registration screen fill it in on
// the applicant's behalf (spec §2, §6). Who may read it is lib/applications/application-access.mjs maySeeApplicationOf.
import { allows, screens } from '../http/access.mjs';
import { ROLE } from '../constants.mjs';
import { SCREEN } from '../registry/screens.mjs';
import { findUserById } from '../users/users.mjs';
import { applicationOfUser, isLocked } from './applications.mjs';

const REGISTRATION_STAFF = screens(SCREEN.APPLICANT_REGISTRATION);

export const isRegistrationStaff = (db, user) => allows(db, REGISTRATION_STAFF, user);

/** The applicant (role 21) user of an id, else undefined. */
export const applicantUser = (db, userId) => {
  const user = Number.isInteger(userId) ? findUserById(db, userId) : undefined;
  return user?.userRoleID === ROLE.APPLICANT ? user : undefined;
};

/** True when the user is an applicant whose application is submitted or approved: nothing of it may change. */
export const applicationLockedFor = (db, userId) => Boolean(applicantUser(db, userId)) && isLocked(applicationOfUser(db, userId));
