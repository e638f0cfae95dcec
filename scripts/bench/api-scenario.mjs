// What the API bench asks: the staff tables an administrator pages through (filtered, sorted, deep pages), a
// member's own lists, and the writes members and staff make all day. Every request names its kind for the table.
const bearer = (token) => ({ authorization: `Bearer ${token}` });
const pick = (list, n) => list[n % list.length];
const query = (params) => new URLSearchParams(Object.entries(params).filter(([, value]) => value !== undefined)).toString();
const ok = (answer) => (answer.body?.statusCode === undefined || answer.body.statusCode === '00' ? null : `statusCode ${answer.body.statusCode}`);
const paged = (answer) => (Array.isArray(answer.body?.data) && Number.isInteger(answer.body.total) ? null : 'not a page');

const SEARCHES = ['', '', 'per', 'silva', 'user1', 'kandy', 'M12'];
const PAGES = [1, 2, 5, 50, 120, 400];

/** The list requests, each a function of the worker's request number n. */
export function listRequests({ admin, memberTokens }) {
  const staff = (kind, path, params) => ({ kind, path: `${path}?${query(params)}`, headers: bearer(admin), check: paged });
  const pagedParams = (n, sortColumns) => ({ page: pick(PAGES, n), perPage: 10, sortColumn: pick(sortColumns, n), sortDirection: n % 2 ? 'desc' : 'asc', filterText: pick(SEARCHES, n) || undefined });
  const kinds = {
    usersFilteredSorted: (n) =>
      staff('users', '/usermanagement/getUserListInCompany', { searchText: pick(SEARCHES, n) || '0', sortParameter: pick(['firstName', 'email', 'createdAt', 'userRoleName'], n), sortType: n % 2 ? 'desc' : 'asc', page: pick(PAGES, n), rowsPerPage: 10 }),
    members: (n) => staff('members', '/usermanagement/members', pagedParams(n, ['fullName', 'memberNo', 'validTillDate', 'memberTypeName'])),
    transactions: (n) => staff('transactions', '/application/view-transactions', pagedParams(n, ['paidDate', 'amount', 'memberNo'])),
    applications: (n) => staff('applications', '/application/viewApplication', pagedParams(n, ['firstName', 'submittedAt', 'status'])),
    cpdRegistrations: (n) => staff('cpdRegistrations', '/CPD/viewallcpdusers', pagedParams(n, ['MemberNo', 'FirstName', 'CPDStartDate'])),
    activityLog: (n) => staff('activityLog', '/api-log/list', pagedParams(n, ['at', 'entity', 'username'])),
    approvalQueue: (n) => staff('approvalQueue', '/usermanagement/member/approval-queue', pagedParams(n, ['createdAt', 'memberNo'])),
    inquiries: (n) => staff('inquiries', '/para/inquiries', pagedParams(n, ['createdAt', 'name'])),
    outbox: (n) => staff('outbox', '/mail/outbox', pagedParams(n, ['sentAt', 'to'])),
    ownCpd: (n, worker) => {
      const token = pick(memberTokens, worker);
      const userid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).userid;
      return { kind: 'ownCpdActivities', path: `/CPD/all-activities/${userid}?${query({ page: 1, perPage: 10 })}`, headers: bearer(token), check: paged };
    },
  };
  const rotation = Object.values(kinds);
  return { ...kinds, mixed: (worker, n) => pick(rotation, n + worker)(n, worker) };
}

/** The write requests: a member's contact details and development goal, a staff news item. */
export function writeRequests({ admin, memberTokens }) {
  const kinds = {
    contact: (n, worker) => ({
      kind: 'memberContact',
      method: 'POST',
      path: '/usermanagement/member/userProfileUpdateMember',
      headers: bearer(pick(memberTokens, worker)),
      body: { contactNumber: `07712${String(n % 100000).padStart(5, '0')}`, addressNo: `No. ${n % 300}`, addressSt: 'Temple Road', addressCity: 'Kandy' },
      check: ok,
    }),
    goal: (n, worker) => ({
      kind: 'memberGoal',
      method: 'POST',
      path: '/CPD/adddevelopmentgoals',
      headers: bearer(pick(memberTokens, worker)),
      body: { goaltitle: `Bench goal ${worker}-${n}`, goaldescription: 'Complete a course in structural steel design.', keywords: 'steel', desiredoutcome: 'A steel frame', startDate: '2026-02-01', endDate: '2026-10-31', status: 1 },
      check: ok,
    }),
    news: (n, worker) => ({ kind: 'newsItem', method: 'POST', path: '/application/news-feed-add', headers: bearer(admin), body: { title: `Bench news ${worker}-${n}`, body: 'Written by the API bench', audience: 'all' }, check: ok }),
  };
  const rotation = Object.values(kinds);
  return { ...kinds, mixed: (worker, n) => pick(rotation, n + worker)(n, worker) };
}

/**
 * Accounts whose password the API itself hashed (bcrypt at its runtime cost): the members change theirs, which
 * ends their old tokens; memberTokens get the fresh ones the answers carry.
 */
export async function signinAccounts(send, memberTokens, count) {
  const accounts = [];
  for (const [index, token] of memberTokens.slice(0, count).entries()) {
    const { username } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const password = 'Bench@2026x';
    const answer = await send({ method: 'POST', path: '/usermanagement/reset/password', headers: bearer(token), body: { oldPassword: 'User@123', newPassword: password, confirmPassword: password } });
    if (answer.body?.statusCode !== '00') throw new Error(`password change of ${username} failed: ${JSON.stringify(answer.body)}`);
    memberTokens[index] = answer.body.token;
    accounts.push({ username, password });
  }
  return accounts;
}
