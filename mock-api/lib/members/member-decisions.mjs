// Staff decisions on what members submit: change requests and the three record kinds. One place sets the
// status, applies an approved change request to the member, and mails the member (outbox); the routes
// (routes/member-approvals.mjs) declare the activity log entry.
import { RECORD_STATUS } from '../constants.mjs';
import { sendMail } from '../mail/outbox.mjs';
import { CHANGE_REQUESTS } from './change-requests.mjs';
import { memberOfUser } from './members.mjs';
import { findUserById } from '../users/users.mjs';
import { readableDate } from '../../../src/domain/wireDates.mjs';
import { updateWhere } from '../storage/changes.mjs';
import { mapRows } from '../storage/row-memo.mjs';
import { stampOf } from '../storage/row-stamps.mjs';
import { NOTIFICATION_KIND } from '../../../src/domain/notificationRules.mjs';
import { LINK } from '../notifications/notification-links.mjs';

/** Code-point order: the timestamps are ISO texts, so it is their time order (localeCompare is ~50x slower). */
const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** What can be decided: collection, id field, how it is named and summarised in the queue and in mails. */
export const DECISION_KINDS = Object.freeze({
  changeRequest: { collection: CHANGE_REQUESTS, idField: 'requestId', label: 'change request', summary: (row) => `Member type ${row.currentMemberTypeName} to ${row.memberTypeName}; designation ${row.designation}` },
  employment: { collection: 'employment', idField: 'employerid', label: 'employment record', summary: (row) => `${row.desgnation} at ${row.companyname} from ${readableDate(row.startdate)}` },
  academic: { collection: 'academic', idField: 'academicid', label: 'academic qualification', summary: (row) => `${row.qualificationname}, ${row.institutename}` },
  professional: { collection: 'professional', idField: 'id', label: 'professional membership', summary: (row) => `${row.grade} (${row.profession || row.membername}), ${row.membername}` },
});

export const DECISIONS = Object.freeze({ approve: RECORD_STATUS.APPROVED, reject: RECORD_STATUS.REJECT });

export const findDecidable = (db, kind, id) => db.get(DECISION_KINDS[kind].collection).find({ [DECISION_KINDS[kind].idField]: id }).value();

/** A queue item's key, unique across kinds (ids repeat across them): '<kind>-<id>', e.g. 'employment-31'. */
export const queueKeyOf = (kind, id) => `${kind}-${id}`;

/** The kind and id a queue key names; an empty object for anything else. */
function queueKeyParts(key) {
  const match = typeof key === 'string' ? /^([A-Za-z]+)-(\d{1,12})$/.exec(key) : null;
  return match && Object.hasOwn(DECISION_KINDS, match[1]) ? { kind: match[1], id: Number(match[2]) } : {};
}

/** A decision body naming its item by kind and id, or by its queue key (the queue's list sends the row as it is). */
export const withKeyParts = (body) => (body.key === undefined ? body : { ...body, ...queueKeyParts(body.key) });

/**
 * Every pending item of a member (applicants' records are the application approval's), optionally of one kind
 * or one user, as queue items, oldest first.
 */
export function pendingItems(db, { kind, userid } = {}) {
  const members = new Map(db.get('members').value().map((member) => [member.userid, member]));
  return Object.entries(DECISION_KINDS)
    .filter(([name]) => !kind || name === kind)
    .flatMap(([name, spec]) =>
      mapRows(
        db
          .get(spec.collection)
          .value()
          .filter((row) => row.status === RECORD_STATUS.PENDING && members.has(row.userid) && (userid === undefined || row.userid === userid)),
        // Kept per row until it or its member changes (lib/storage/row-memo.mjs).
        (row) => {
          const member = members.get(row.userid);
          return { key: queueKeyOf(name, row[spec.idField]), kind: name, id: row[spec.idField], userid: row.userid, memberID: member.memberID, memberNo: member.memberNo, memberName: member.fullName, summary: spec.summary(row), fileId: row.fileId ?? null, fileName: row.fileName ?? '', createdAt: row.createdAt };
        },
        { key: spec, inputsOf: (row) => stampOf(members.get(row.userid)) },
      ),
    )
    .sort((a, b) => byText(String(a.createdAt), String(b.createdAt)));
}

/** Sets the decision on one pending row; an approved change request gives the member its type and designation. */
export function applyDecision(ctx, { kind, row, status, comment, actor }) {
  const spec = DECISION_KINDS[kind];
  const decision = { status, comment, decidedAt: new Date(ctx.now()).toISOString(), decidedBy: actor };
  updateWhere(ctx.db, spec.collection, { [spec.idField]: row[spec.idField] }, decision);
  if (kind === 'changeRequest' && status === RECORD_STATUS.APPROVED) {
    updateWhere(ctx.db, 'members', { userid: row.userid }, { membertypeid: row.membertypeid, memberTypeName: row.memberTypeName, designation: row.designation });
  }
}

/** Tells the member of decisions on their items (one mail per decision call). */
export function mailDecision(ctx, userid, { status, comment, items }) {
  const member = memberOfUser(ctx.db, userid);
  const to = member?.email ?? findUserById(ctx.db, userid)?.email;
  if (!to) return;
  const outcome = status === RECORD_STATUS.APPROVED ? 'approved' : 'rejected';
  const what = items.length === 1 ? `Your ${DECISION_KINDS[items[0].kind].label}` : `${items.length} of your submitted details`;
  const list = items.map((item) => `- ${DECISION_KINDS[item.kind].label}: ${DECISION_KINDS[item.kind].summary(item.row)}`).join('\n');
  sendMail(ctx, {
    to,
    userId: userid,
    kind: NOTIFICATION_KIND.RECORD,
    link: LINK.MEMBER_PROFILE,
    subject: `${what} ${items.length === 1 ? 'has' : 'have'} been ${outcome}`,
    body: `Dear ${member?.firstName ?? 'member'},\n\n${what} ${items.length === 1 ? 'has' : 'have'} been ${outcome} by the institute.\n${list}${comment ? `\n\nComment: ${comment}` : ''}`,
  });
}
