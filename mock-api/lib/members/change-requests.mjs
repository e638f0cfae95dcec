// Change requests (member type and designation, spec §3 "Change-request payload"): their rows and list options.
import { RECORD_STATUS } from '../constants.mjs';

export const CHANGE_REQUESTS = 'changeRequests';

export const CHANGE_REQUEST_LIST = Object.freeze({
  sortColumns: ['createdAt', 'status', 'memberTypeName', 'currentMemberTypeName', 'designation', 'decidedAt', 'memberNo', 'memberName'],
  filterColumns: ['memberNo', 'memberName', 'memberTypeName', 'currentMemberTypeName', 'designation', 'remark', 'comment'],
  defaultSort: { column: 'createdAt', direction: 'desc' },
});

export const changeRequestsOf = (db, userid) => db.get(CHANGE_REQUESTS).filter({ userid }).value();

/**
 * One change-request row (the route's and the seed's one shape): `member` asks for `type`
 * ({memberTypeId, typeDes}) and `designation`, with its service letter `file` ({fileId, fileName}).
 */
export const changeRequestRow = (member, { requestId, type, designation, remark, file, createdAt, status = RECORD_STATUS.PENDING, comment = '', decidedAt = null, decidedBy = null }) => ({
  id: requestId,
  requestId,
  userid: member.userid,
  memberID: member.memberID,
  memberNo: member.memberNo,
  memberName: member.fullName,
  currentMemberTypeName: member.memberTypeName,
  memberTypeName: type.typeDes,
  membertypeid: type.memberTypeId,
  currentDesignation: member.designation,
  designation,
  remark,
  status,
  comment,
  ...file,
  createdAt,
  decidedAt,
  decidedBy,
});
