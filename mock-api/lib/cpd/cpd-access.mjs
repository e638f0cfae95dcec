// Who a CPD route acts for: "M" routes act for the signed-in member themselves; reads
// naming a user id are the member's own or CPD staff's (lib/cpd/cpd-store.mjs cpdMemberFor).
import { STATUS_CODE } from '../constants.mjs';
import { reply } from '../http/reply.mjs';
import { forbidden, notFound } from './cpd-replies.mjs';
import { idFrom } from '../http/fields.mjs';
import { memberOfUser } from '../members/members.mjs';
import { cpdMemberFor } from './cpd-store.mjs';
import { CPD_TEXT } from '../../../src/domain/cpdRules.mjs';


/**
 * Runs handler(member, req, res) for the signed-in user's own member row. Anyone else signed in (applicant,
 * staff) is answered like the payment screens answer "No Member": 200 with '01' and the CPD text, so the route
 * stays callable by every signed-in user and simply has nothing to do for them.
 */
export const ownMember = (db, handler) => (req, res) => {
  const member = memberOfUser(db, req.auth.user.userID);
  return member ? handler(member, req, res) : reply(res, 200, CPD_TEXT.notAMember, STATUS_CODE.NOT_FOUND);
};

/** Runs handler(member, req, res) for the member whose user id `userIdOf(req)` names: their own or CPD staff; else 403 / 404. */
export const readableMember = (db, userIdOf, handler) => (req, res) => {
  const { member, status } = cpdMemberFor(db, req.auth.user, idFrom(userIdOf(req)) ?? 0);
  if (!member) return status === 404 ? notFound(res) : forbidden(res);
  return handler(member, req, res);
};
