// Change requests (member type and designation, spec §3 "Change-request payload"): their list options.
export const CHANGE_REQUESTS = 'changeRequests';

export const CHANGE_REQUEST_LIST = Object.freeze({
  sortColumns: ['createdAt', 'status', 'memberTypeName', 'currentMemberTypeName', 'designation', 'decidedAt', 'memberNo', 'memberName'],
  filterColumns: ['memberNo', 'memberName', 'memberTypeName', 'currentMemberTypeName', 'designation', 'remark', 'comment'],
  defaultSort: { column: 'createdAt', direction: 'desc' },
});

export const changeRequestsOf = (db, userid) => db.get(CHANGE_REQUESTS).filter({ userid }).value();
