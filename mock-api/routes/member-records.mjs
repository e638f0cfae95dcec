// Employment, academic and professional records (spec §7 "Member profile and records", §8 "Member records"):
// the member's own lists, adds and deletes, and the staff lists and adds, for the three kinds alike
// (lib/record-kinds.mjs holds what differs). A member's rows start Pending, staff-added ones Approved.
import { secureRoutes } from '../lib/routes.mjs';
import { SIGNED_IN, screens } from '../lib/access.mjs';
import { SCREEN } from '../lib/screens.mjs';
import { RECORD_STATUS, STATUS_CODE } from '../lib/constants.mjs';
import { MSG } from '../lib/messages.mjs';
import { answer, reply } from '../lib/reply.mjs';
import { idFrom, isPlainObject } from '../lib/fields.mjs';
import { pagedList } from '../lib/paging.mjs';
import { nextId } from '../lib/ids.mjs';
import { pastTense } from '../lib/activity.mjs';
import { formReader } from '../lib/form-reader.mjs';
import { RECORD_KINDS } from '../lib/record-kinds.mjs';
import { fileRef, receivePdf, removeStoredFile, storePdf, uploadProblemText } from '../lib/uploads.mjs';
import { isMemberStaff, memberOfUser } from '../lib/members.mjs';
import { RECORD_TEXT } from '../../src/domain/memberRules.mjs';
import { wireDateOf } from '../../src/domain/wireDates.mjs';

/** The contract's paths of each kind (spec §7; academic and professional lists carry _ and __). */
const PATHS = {
  employment: { list: 'workexperience', add: 'workexperience', adminList: 'workexperienceadmin', adminAdd: 'workexperienceadmin', remove: '/usermanagement/employer/:id' },
  academic: { list: 'academicqualification_', add: 'academicqualification', adminList: 'academicqualification_admin', adminAdd: 'academicqualificationadmin', remove: '/usermanagement/academic/:id' },
  professional: { list: 'professionalmembership__', add: 'professionalmembership', adminList: 'professionalmembership__admin', adminAdd: 'professionalmembershipadmin', remove: '/usermanagement/prof/:id' },
};
const MEMBER = '/usermanagement/member';
const ADMIN_LISTS = screens(SCREEN.MEMBER_LOOKUP, SCREEN.MEMBER_OVERVIEW, SCREEN.EDIT_MEMBER, SCREEN.APPROVE_MEMBERS);
const ADMIN_ADD = screens(SCREEN.EDIT_MEMBER);

export function memberRecordRoutes(ctx) {
  const { db, logs, now } = ctx;
  const routes = secureRoutes(ctx);

  for (const kind of Object.values(RECORD_KINDS)) {
    const paths = PATHS[kind.kind];
    const rowsOf = (userid) => db.get(kind.collection).filter({ userid }).value();
    const list = (userid, query) => pagedList(rowsOf(userid), query, { filterColumns: kind.filterColumns, sortColumns: kind.sortColumns, defaultSort: kind.defaultSort });
    const recordLog = (action) =>
      logs({
        entity: kind.kind,
        action,
        recordId: (req, body, res) => res.locals.subject?.[kind.idField] ?? null,
        detail: (req, body, res) => `${kind.label} record #${res.locals.subject?.[kind.idField]} (${res.locals.subject?.[kind.nameField]}) of user ${res.locals.subject?.userid} ${pastTense(action)}`,
      });

    /** Validates everything, then stores the PDF and the row: a refused add leaves no file and no row. */
    const addFor = (req, res, userid, status) => {
      const form = formReader(isPlainObject(req.body) ? req.body : {}, wireDateOf(now()));
      const fields = kind.read(form, db);
      if (form.problem) return answer(res, kind.codes.other, form.problem);
      const upload = res.locals.upload;
      if (upload.problem) return answer(res, upload.problem === 'tooLarge' ? kind.codes.other : kind.codes.pdf, uploadProblemText(upload));
      const datesWrong = kind.dateProblem(fields, rowsOf(userid));
      if (datesWrong) return answer(res, datesWrong.code, datesWrong.text);
      const file = storePdf(ctx, { ownerUserId: userid, file: upload.file });
      const id = nextId(db, kind.collection, kind.idField);
      const decided = status === RECORD_STATUS.APPROVED ? { decidedAt: new Date(now()).toISOString(), decidedBy: req.auth.user.username } : { decidedAt: null, decidedBy: null };
      const row = { id, [kind.idField]: id, userid, ...fields, status, ...fileRef(file), createdAt: new Date(now()).toISOString(), comment: '', ...decided };
      res.locals.subject = row;
      db.get(kind.collection).push(row).write();
      return answer(res, STATUS_CODE.OK, 'success', { [kind.idField]: id });
    };

    routes.get(`${MEMBER}/${paths.list}`, SIGNED_IN, (req, res) => res.json(list(req.auth.user.userID, req.query)));
    routes.post(`${MEMBER}/${paths.add}`, SIGNED_IN, receivePdf(kind.fileField), recordLog('create'), (req, res) => addFor(req, res, req.auth.user.userID, RECORD_STATUS.PENDING));

    routes.get(`${MEMBER}/${paths.adminList}/:userId`, ADMIN_LISTS, (req, res) => res.json(list(idFrom(req.params.userId) ?? 0, req.query)));
    routes.post(`${MEMBER}/${paths.adminAdd}`, ADMIN_ADD, receivePdf(kind.fileField), recordLog('create'), (req, res) => {
      const member = memberOfUser(db, idFrom(req.body?.userId));
      if (!member) return answer(res, kind.codes.other, 'Member not found');
      return addFor(req, res, member.userid, RECORD_STATUS.APPROVED);
    });

    // A member removes their own Pending or Rejected rows; staff with a member screen any row.
    routes.delete(paths.remove, SIGNED_IN, recordLog('delete'), (req, res) => {
      const row = db.get(kind.collection).find({ [kind.idField]: idFrom(req.params.id) }).value();
      if (!row) return answer(res, STATUS_CODE.FAILED, RECORD_TEXT.recordNotFound);
      const staff = isMemberStaff(db, req.auth.user);
      if (row.userid !== req.auth.user.userID && !staff) return reply(res, 403, MSG.notAllowed, STATUS_CODE.FAILED);
      if (!staff && row.status === RECORD_STATUS.APPROVED) return answer(res, STATUS_CODE.FAILED, RECORD_TEXT.approvedNotDeletable);
      res.locals.subject = row;
      db.get(kind.collection).remove({ [kind.idField]: row[kind.idField] }).write();
      removeStoredFile(ctx, row.fileId);
      return answer(res, STATUS_CODE.OK, RECORD_TEXT.deleted);
    });
  }
  return routes.router;
}

