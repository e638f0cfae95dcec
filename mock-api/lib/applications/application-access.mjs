// Who may read which application. Holders of the list, applicant-view or registration screens see every
// application; a council member (council review screen only) sees just the applications assigned to them.
// Council members are the staff whose menus hold the council review screen: the reviewers one may assign.
import { allows, screens } from '../http/access.mjs';
import { SCREEN } from '../registry/screens.mjs';
import { ROLE, RECORD_STATUS } from '../constants.mjs';
import { COMMITTEE_REVIEWS, applicationOfUser } from './applications.mjs';

const ALL_APPLICATIONS = screens(SCREEN.VIEW_APPLICATIONS, SCREEN.VIEW_APPLICANT, SCREEN.APPLICANT_REGISTRATION);
const COUNCIL = screens(SCREEN.COUNCIL_REVIEW);

export const seesAllApplications = (db, user) => allows(db, ALL_APPLICATIONS, user);

export const isAssignedTo = (db, reviewerUserId, applicationId) =>
  db.get(COMMITTEE_REVIEWS).some({ applicationId, reviewerUserId }).value();

/** May `user` read the application (header, records, files, payments, reviews, PDF) of applicant `applicantUserId`? */
export function maySeeApplicationOf(db, user, applicantUserId) {
  if (seesAllApplications(db, user)) return true;
  const application = applicationOfUser(db, applicantUserId);
  return Boolean(application) && allows(db, COUNCIL, user) && isAssignedTo(db, user.userID, application.applicationId);
}

/** An approved staff account (not the administrator, who decides rather than reviews) holding the council screen. */
export const isCouncilMember = (db, user) =>
  Boolean(user) && user.statusID === RECORD_STATUS.APPROVED && ![ROLE.ADMIN, ROLE.APPLICANT, ROLE.MEMBER].includes(user.userRoleID) && allows(db, COUNCIL, user);

export const councilMembers = (db) => db.get('users').value().filter((user) => isCouncilMember(db, user));
