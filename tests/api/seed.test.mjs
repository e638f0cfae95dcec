import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSeed } from '../../mock-api/seed/data-dir.mjs';
import bcrypt from 'bcryptjs';
import { buildSeed } from '../../mock-api/seed.mjs';
import { buildUrlList, buildUserMenu } from '../../mock-api/lib/users/menus.mjs';
import { nicDayOf } from '../../mock-api/seed/nic.mjs';

const seed = buildSeed();
const root = path.resolve(import.meta.dirname, '../..');

/** Private routes of spec §2, read from the spec itself so the two cannot drift. */
const privateRoutes = () => {
  const spec = readFileSync('/work/shared/spec/portal-spec.md', 'utf8');
  const line = spec.split('### Private routes')[1].split('\n').find((text) => text.startsWith('/'));
  return line.replace(/\.$/, '').split(', ').map((url) => url.trim());
};

describe('buildSeed', () => {
  it('is deterministic', () => {
    expect(buildSeed()).toEqual(seed);
    expect(JSON.stringify(buildSeed())).toBe(JSON.stringify(seed));
  });

  it('has the three demo accounts with the documented passwords and roles', () => {
    const demo = [['admin@example.org', 'Admin@123', 1], ['applicant@example.org', 'Applicant@123', 21], ['member@example.org', 'Member@123', 22]];
    for (const [username, password, roleId] of demo) {
      const user = seed.users.find((row) => row.username === username);
      expect(user).toMatchObject({ userRoleID: roleId, statusID: 2, failedLoginAttempts: 0, email: username });
      expect(bcrypt.compareSync(password, user.passwordHash)).toBe(true);
      expect(user).not.toHaveProperty('password');
    }
  });

  it('has enough users to page, with pending and rejected ones and both member roles', () => {
    expect(seed.users.length).toBeGreaterThanOrEqual(40);
    const count = (predicate) => seed.users.filter(predicate).length;
    expect(count((user) => user.statusID === 1)).toBeGreaterThanOrEqual(2);
    expect(count((user) => user.statusID === 16)).toBeGreaterThanOrEqual(2);
    expect(count((user) => user.userRoleID === 21)).toBeGreaterThanOrEqual(5);
    expect(new Set(seed.users.map((user) => user.username)).size).toBe(seed.users.length);
  });

  it('gives every role-22 user but the legacy account one member row; M0001 is the demo member; member numbers fit 5 characters', () => {
    const legacy = seed.users.find((user) => user.username === 'nuwan.legacy@example.org');
    expect(legacy).toMatchObject({ email: 'nuwan@example.org', userRoleID: 22, statusID: 2 });
    const memberUsers = seed.users.filter((user) => user.userRoleID === 22 && user !== legacy).map((user) => user.userID);
    expect(seed.members.map((member) => member.userid).sort((a, b) => a - b)).toEqual(memberUsers);
    expect(seed.members[0]).toMatchObject({ memberNo: 'M0001', userid: 3, status: 2 });
    for (const member of seed.members) expect(member.memberNo).toMatch(/^M\d{4}$/);
  });

  it('gives members NIC numbers consistent with their date of birth and title', () => {
    for (const member of seed.members) {
      const match = /^(?:(\d{2})(\d{3})\d{4}V|(\d{4})(\d{3})\d{5})$/.exec(member.nicNumber);
      expect(match, member.nicNumber).not.toBeNull();
      const year = match[1] ? `19${match[1]}` : match[3];
      const day = Number(match[2] ?? match[4]);
      expect(year).toBe(member.dob.slice(0, 4));
      const female = ['Ms', 'Miss'].includes(member.title) || day > 500;
      expect(day).toBe(nicDayOf(member.dob, female));
    }
  });

  it('gives the demo member employment, academic and professional records with mixed statuses', () => {
    for (const collection of ['employment', 'academic', 'professional']) {
      const rows = seed[collection].filter((row) => row.userid === 3);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set([1, 2, 16]));
    }
  });

  it('uses fixed dates only (2025-2026 for account and record creation)', () => {
    for (const row of [...seed.users, ...seed.members, ...seed.roles]) expect(row.createdAt).toMatch(/^202[56]-/);
  });

  it('gives every row an id (json-server and ra-data-simple-rest need one)', () => {
    for (const [name, rows] of Object.entries(seed)) {
      const ids = rows.map((row) => row.id);
      expect(ids.every((id) => id !== undefined), name).toBe(true);
      expect(new Set(ids).size, name).toBe(ids.length);
    }
  });
});

describe('menus', () => {
  it('cover every private route of spec §2 except /not-found and /select-option', () => {
    const menuUrls = seed.menus.filter((row) => row.url).map((row) => row.url);
    const expected = privateRoutes().filter((url) => !['/not-found', '/select-option'].includes(url));
    expect(expected.length).toBeGreaterThan(40);
    for (const url of expected) expect(menuUrls, url).toContain(url);
    expect(new Set(menuUrls).size).toBe(menuUrls.length);
  });

  it('name real MUI icons', () => {
    for (const row of seed.menus.filter((menu) => menu.icon)) {
      expect(existsSync(path.join(root, 'node_modules/@mui/icons-material', `${row.icon}.js`)), row.icon).toBe(true);
    }
  });

  it('give every private route to the administrator except the member and applicant self-service ones', () => {
    const adminUrls = buildUrlList(seed, 1).map((entry) => entry.url);
    for (const url of ['/param/globaldata', '/user/rolecreation', '/member/approvetransaction', '/upload-minutes/view-upload-minutes']) expect(adminUrls).toContain(url);
    for (const url of ['/cpd/developmentgoals', '/user/applicationcreate']) expect(adminUrls).not.toContain(url);
  });

  it('prune groups without a ticked item and keep sibling order', () => {
    const applicantMenu = buildUserMenu(seed, 21);
    expect(applicantMenu.map((group) => group.title)).toEqual(['Dashboard', 'Membership', 'My Account']);
    expect(applicantMenu[0].children.map((item) => item.url)).toEqual(['/member/application-dashboard']);
    expect(buildUserMenu(seed, 999)).toEqual([]);
    expect(buildUrlList(seed, 999).map((entry) => entry.url)).toEqual(['/select-option', '/user/password-reset', '/not-found', '/user/profile']);
  });
});

describe('administration seed', () => {
  it('has the three built-in roles plus twelve letters-only roles, some held by users', () => {
    expect(seed.roles.map((role) => role.userRoleID).slice(0, 3)).toEqual([1, 21, 22]);
    expect(seed.roles.length).toBe(15);
    for (const role of seed.roles) {
      expect(role.userRoleName).toMatch(/^[A-Za-z]+$/);
      expect(role.menuIds.length).toBeGreaterThan(0);
      expect(role.menuIds.every((id) => seed.menus.some((menu) => menu.id === id && (menu.type === 'item' || menu.type === 'permission')))).toBe(true);
    }
    const held = (id) => seed.users.filter((user) => user.userRoleID === id).length;
    expect(held(23)).toBe(3);
    expect(new Set(seed.roles.map((role) => role.userRoleStatus))).toEqual(new Set([1, 2, 16]));
  });

  it('has the legacy account whose username differs from its e-mail, password User@123', () => {
    const legacy = seed.users.find((user) => user.username === 'nuwan.legacy@example.org');
    expect(legacy.email).toBe('nuwan@example.org');
    expect(bcrypt.compareSync('User@123', legacy.passwordHash)).toBe(true);
    expect(seed.members.some((member) => member.userid === legacy.userID)).toBe(false);
  });

  it('has paging inquiries (open and handled) and activity entries, and no menu blocks', () => {
    expect(seed.inquiries.length).toBeGreaterThan(20);
    expect(new Set(seed.inquiries.map((row) => row.status))).toEqual(new Set([1, 2]));
    expect(seed.activityLog.length).toBeGreaterThanOrEqual(30);
    expect(seed.menuBlocks).toEqual([]);
  });
});

describe('members seed', () => {
  const count = (rows, predicate) => rows.filter(predicate).length;

  it('has at least 150 members over every member type and member status, some lapsed, each with a role-22 user', () => {
    expect(seed.members.length).toBeGreaterThanOrEqual(150);
    for (const type of ['Student', 'Associate', 'Member', 'Fellow', 'Honorary Fellow']) expect(count(seed.members, (m) => m.memberTypeName === type), type).toBeGreaterThan(5);
    expect(count(seed.members, (m) => m.status === 2)).toBeGreaterThan(100);
    expect(count(seed.members, (m) => m.status === 1)).toBeGreaterThanOrEqual(5);
    expect(count(seed.members, (m) => m.status === 16)).toBeGreaterThanOrEqual(5);
    expect(count(seed.members, (m) => m.validTillDate < '2026-01-01')).toBeGreaterThanOrEqual(10);
    const users = new Map(seed.users.map((user) => [user.userID, user]));
    for (const member of seed.members) expect(users.get(member.userid)?.userRoleID, member.memberNo).toBe(22);
  });

  it('keeps the demo accounts, user ids 1..54 and M0001 as they were; new users follow the highest id', () => {
    expect(seed.users.filter((user) => user.userID <= 54).length).toBe(54);
    expect(seed.users.filter((user) => user.userID > 54).every((user) => user.userID >= 101)).toBe(true);
    expect(seed.members[0]).toMatchObject({ memberNo: 'M0001', userid: 3, membertypeid: 3, designation: 'Senior Software Engineer' });
  });

  it('has records of every kind in every state across many members, each with a files row', () => {
    const fileIds = new Set(seed.files.map((row) => row.fileId));
    for (const kind of ['employment', 'academic', 'professional']) {
      const rows = seed[kind];
      expect(new Set(rows.map((row) => row.status)), kind).toEqual(new Set([1, 2, 16]));
      expect(new Set(rows.map((row) => row.userid)).size, kind).toBeGreaterThan(20);
      for (const row of rows) expect(fileIds.has(row.fileId), `${kind} ${row.id}`).toBe(true);
      expect(count(rows, (row) => row.userid === 3), kind).toBe(3);
    }
  });

  it('has at least 12 pending change requests with service letters, none for the demo member', () => {
    const pending = seed.changeRequests.filter((row) => row.status === 1);
    expect(pending.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seed.changeRequests.map((row) => row.status))).toEqual(new Set([1, 2, 16]));
    expect(seed.changeRequests.some((row) => row.userid === 3)).toBe(false);
    const files = new Map(seed.files.map((row) => [row.fileId, row]));
    for (const row of pending) expect(files.get(row.fileId)).toMatchObject({ ownerUserId: row.userid });
  });

  it('writes every files row as a real file under the data dir (a PDF, or a PNG where the row says so), quickly', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-test-'));
    const PNG = '89504e470d0a1a0a';
    try {
      const started = Date.now();
      const written = writeSeed(dataDir);
      expect(Date.now() - started).toBeLessThan(3000);
      for (const row of written.files) {
        const bytes = readFileSync(path.join(dataDir, 'uploads', row.storedName));
        if (row.contentType === 'image/png') expect(bytes.subarray(0, 8).toString('hex'), row.storedName).toBe(PNG);
        else expect(bytes.subarray(0, 5).toString('latin1'), row.storedName).toBe('%PDF-');
        expect(bytes.length).toBe(row.size);
      }
      expect(written.files.some((row) => row.contentType === 'image/png')).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('payments seed', () => {
  const count = (rows, predicate) => rows.filter(predicate).length;
  const fileById = new Map(seed.files.map((row) => [row.fileId, row]));

  it('has a fee row for every member type and every year 2020..2026, rising, honorary 0, unique per type and year', () => {
    const typeIds = seed.memberTypes.map((row) => row.memberTypeId);
    expect(seed.membershipFees).toHaveLength(typeIds.length * 7);
    for (const typeId of typeIds) {
      const rows = seed.membershipFees.filter((row) => row.membertypeid === typeId).sort((a, b) => a.effectiveYear - b.effectiveYear);
      expect(rows.map((row) => row.effectiveYear), `type ${typeId}`).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026]);
      for (let i = 1; i < rows.length; i += 1) expect(rows[i].annualSubscription).toBeGreaterThanOrEqual(rows[i - 1].annualSubscription);
      if (typeId === 5) expect(rows.every((row) => row.entranceFee === 0 && row.annualSubscription === 0)).toBe(true);
      else expect(rows[6].annualSubscription).toBeGreaterThan(rows[0].annualSubscription);
    }
    expect(new Set(seed.membershipFees.map((row) => `${row.membertypeid}/${row.effectiveYear}`)).size).toBe(seed.membershipFees.length);
  });

  it('has members 0 to 4 years in arrears; the demo member paid up to 2024; Pending members owe the new-membership fee', () => {
    expect(seed.members[0]).toMatchObject({ memberNo: 'M0001', lastRenewalYear: 2024, validTillDate: '2024-12-31', newMembershipDue: null });
    const renewed = seed.members.filter((m) => Number.isInteger(m.lastRenewalYear));
    expect(new Set(renewed.map((m) => 2026 - m.lastRenewalYear))).toEqual(new Set([0, 1, 2, 3, 4]));
    for (const m of renewed) expect(m.validTillDate).toBe(`${m.lastRenewalYear}-12-31`);
    const pending = seed.members.filter((m) => m.status === 1);
    expect(pending.length).toBeGreaterThan(0);
    for (const m of pending) expect(m).toMatchObject({ lastRenewalYear: null, validTillDate: null, newMembershipDue: { year: 2026, amount: expect.any(Number) } });
  });

  it('has transactions in every status, mode and type across 2022..2026, with unique ids and refNos', () => {
    const { payments } = seed;
    expect(new Set(payments.map((row) => row.status))).toEqual(new Set([1, 2, 16]));
    expect(new Set(payments.map((row) => row.paymentMode))).toEqual(new Set(['Payment Gateway', 'Payment Slip', 'To Institute Office']));
    expect(new Set(payments.map((row) => row.paymentType))).toEqual(new Set(['Membership Renewal', 'New Membership', 'Miscellaneous']));
    expect(new Set(payments.map((row) => row.createdAt.slice(0, 4)))).toEqual(new Set(['2022', '2023', '2024', '2025', '2026']));
    for (const mode of ['Payment Gateway', 'Payment Slip', 'To Institute Office']) {
      for (const status of [1, 2, 16].filter((s) => mode !== 'To Institute Office' || s === 2)) expect(count(payments, (row) => row.paymentMode === mode && row.status === status), `${mode} ${status}`).toBeGreaterThan(0);
    }
    expect(new Set(payments.map((row) => row.paymentId)).size).toBe(payments.length);
    expect(payments.map((row) => row.paymentId)).toEqual(payments.map((_, i) => i + 1));
    for (const row of payments) {
      expect(row.refNo).toBe(`PAY-${String(row.paymentId).padStart(6, '0')}`);
      expect(row.receiptNo).toBe(row.status === 2 ? `RCPT-${String(row.paymentId).padStart(5, '0')}` : '');
      expect(row.amount).toBe(row.items.reduce((sum, item) => sum + item.amount, 0));
      const member = seed.members.find((m) => m.memberID === row.memberID);
      expect(row).toMatchObject({ memberNo: member.memberNo, userId: member.userid, nic: member.nicNumber });
    }
  });

  it('never blocks the demo member, who has history to show', () => {
    const demo = seed.payments.filter((row) => row.memberID === 1);
    expect(demo.length).toBeGreaterThan(2);
    expect(demo.some((row) => row.status === 1)).toBe(false);
  });

  it('gives every slip row a real file (PDF and PNG) of its member, and no other row a slip', () => {
    const slips = seed.payments.filter((row) => row.paymentMode === 'Payment Slip');
    const kinds = new Set();
    for (const row of slips) {
      const file = fileById.get(row.slipFileId);
      expect(file, row.refNo).toMatchObject({ ownerUserId: row.userId, originalName: row.cashDepositsImgPath });
      kinds.add(file.contentType ?? 'application/pdf');
    }
    expect(kinds).toEqual(new Set(['application/pdf', 'image/png']));
    expect(seed.payments.filter((row) => row.paymentMode !== 'Payment Slip').every((row) => row.slipFileId === null && row.cashDepositsImgPath === '')).toBe(true);
  });

  it('has a paymentLog order for every gateway transaction, in the state of its row', () => {
    const gateway = seed.payments.filter((row) => row.paymentMode === 'Payment Gateway');
    const state = { 1: 'pending', 2: 'approved', 16: 'declined' };
    const response = { 1: 'TRANSACTION PENDING', 2: 'TRANSACTION APPROVED', 16: 'TRANSACTION DECLINED' };
    for (const row of gateway) {
      const order = seed.paymentLog.find((log) => log.paymentId === row.paymentId);
      expect(order, row.refNo).toMatchObject({ orderId: row.orderId, memberID: row.memberID, amount: row.amount, currency: 'LKR', state: state[row.status], gatewayPaymentId: row.referenceNumber });
      expect(row.responseText).toBe(response[row.status]);
    }
    expect(new Set(seed.paymentLog.map((log) => log.orderId)).size).toBe(seed.paymentLog.length);
    expect(seed.paymentLog.filter((log) => log.paymentId === null).every((log) => log.state === 'cancelled')).toBe(true);
  });
});

// CPD settings and registrations seed: self-contained; figures derived here.
import { CPD_MEMBERSHIP as CPD_A1_MEMBERSHIP, ENTRY_LEVELS as CPD_A1_LEVELS, PRIMARY_SKILLS as CPD_A1_SKILLS, cpdYearOf as cpdA1YearOf, settingsInForce as cpdA1SettingsInForce } from '../../src/domain/cpdRules.mjs';

describe('CPD settings and registrations seed', () => {
  const regs = seed.cpdRegistrations;
  const latest = new Map();
  for (const row of [...regs].sort((a, b) => a.CPDMemberID - b.CPDMemberID)) latest.set(row.UserID, row);
  const latestWith = (status) => [...latest.values()].filter((row) => row.Status === status);

  it('has settings for 2024 and 2026 (one row per year; 2026 adds a contribution minimum)', () => {
    expect(seed.cpdSettings.map((row) => [row.SettingID, row.effectiveYear, row.hoursPerYear, row.minFormal, row.minContribution])).toEqual([
      [1, 2024, 20, 10, 0],
      [2, 2026, 20, 10, 2],
    ]);
    for (const row of seed.cpdSettings) expect(row).toMatchObject({ id: row.SettingID, yearStartMonth: 1, yearStartDay: 1, minInformal: 0, minWorkBased: 0 });
  });

  it('has registrations in every status; the demo member (user 3, M0001) is Approved', () => {
    expect(new Set(regs.map((row) => row.Status))).toEqual(new Set([1, 2, 3]));
    expect(latest.get(3)).toMatchObject({ MemberNo: 'M0001', Status: CPD_A1_MEMBERSHIP.APPROVED });
    for (const status of [1, 2, 3]) expect(latestWith(status).length, `status ${status}`).toBeGreaterThan(5);
    // Pending rows for the approve/reject screens page past 10 rows.
    expect(latestWith(CPD_A1_MEMBERSHIP.PENDING).length).toBeGreaterThan(10);
  });

  it('leaves many members unregistered, users 4..33 all of them', () => {
    const unregistered = seed.members.filter((member) => !latest.has(member.userid));
    expect(unregistered.length).toBeGreaterThan(latest.size);
    for (let userid = 4; userid <= 33; userid += 1) expect(latest.has(userid), `user ${userid}`).toBe(false);
  });

  it('gives ids in the order registrations were sent; a rejected member may have registered again (latest Pending)', () => {
    expect(regs.map((row) => row.CPDMemberID)).toEqual(regs.map((_, i) => i + 1));
    expect(regs.every((row) => row.id === row.CPDMemberID)).toBe(true);
    expect(regs.map((row) => row.CreatedAt)).toEqual([...regs.map((row) => row.CreatedAt)].sort());
    const again = [...latest.keys()].filter((userid) => regs.filter((row) => row.UserID === userid).length > 1);
    expect(again.length).toBeGreaterThan(0);
    for (const userid of again) {
      const rows = regs.filter((row) => row.UserID === userid);
      expect(rows.map((row) => row.Status)).toEqual([...rows.slice(0, -1).map(() => CPD_A1_MEMBERSHIP.REJECTED), CPD_A1_MEMBERSHIP.PENDING]);
    }
  });

  it("copies each row's member, names the skill and level, and takes the settings in force on its start date", () => {
    for (const row of regs) {
      const member = seed.members.find((m) => m.userid === row.UserID);
      const user = seed.users.find((u) => u.userID === row.UserID);
      expect(row, `#${row.CPDMemberID}`).toMatchObject({ MemberID: member.memberID, MemberNo: member.memberNo, Title: member.title, FirstName: member.firstName, LastName: member.lastName, CreatedBy: user.username });
      expect(CPD_A1_SKILLS.find((s) => s.primarySkillId === row.PrimarySkillID)?.primarySkillName).toBe(row.PrimarySkills);
      expect(CPD_A1_LEVELS.find((l) => l.entryLevelId === row.EntryLevelID)?.entryLevelName).toBe(row.EntryLevel);
      const year = cpdA1YearOf(row.CPDStartDate, cpdA1SettingsInForce(seed.cpdSettings, Number(row.CPDStartDate.slice(0, 4)))).year;
      expect(row.SettingID).toBe(cpdA1SettingsInForce(seed.cpdSettings, year).SettingID);
      expect(row.CreatedAt < '2026-11-23').toBe(true);
    }
  });

  it('decided rows carry a comment and who decided when; pending rows none', () => {
    for (const row of regs) {
      if (row.Status === CPD_A1_MEMBERSHIP.PENDING) expect(row).toMatchObject({ comment: '', DecidedAt: null, DecidedBy: null });
      else {
        expect(row.comment.trim().length, `#${row.CPDMemberID}`).toBeGreaterThan(0);
        expect(row.DecidedBy).toBe('admin@example.org');
        expect(row.DecidedAt > row.CreatedAt).toBe(true);
      }
    }
  });
});

// CPD goals, activities and declarations seed: self-contained; figures derived here.
import { ACTIVITY_STATUS as CPD_A2_ACTIVITY, complianceOf as cpdA2ComplianceOf, goalProblems as cpdA2GoalProblems, settingsInForce as cpdA2SettingsInForce } from '../../src/domain/cpdRules.mjs';

describe('CPD goals, activities and declarations seed', () => {
  const latest = new Map();
  for (const row of [...seed.cpdRegistrations].sort((a, b) => a.CPDMemberID - b.CPDMemberID)) latest.set(row.UserID, row);
  const approved = [...latest.values()].filter((row) => row.Status === 2).map((row) => row.UserID);
  const files = new Map(seed.files.map((row) => [row.fileId, row]));
  const complianceIn = (userId, year) => cpdA2ComplianceOf(seed.cpdActivities.filter((a) => a.UserID === userId), cpdA2SettingsInForce(seed.cpdSettings, year), year);

  it('gives goals in every status to several members, the demo member (user 3) included, each valid by the §5 rules', () => {
    expect(new Set(seed.developmentGoals.map((g) => g.CpdgoalStatus))).toEqual(new Set([1, 2, 3]));
    expect(new Set(seed.developmentGoals.filter((g) => g.UserID === 3).map((g) => g.CpdgoalStatus))).toEqual(new Set([1, 2, 3]));
    expect(new Set(seed.developmentGoals.map((g) => g.UserID)).size).toBeGreaterThan(5);
    for (const g of seed.developmentGoals) {
      const form = { goaltitle: g.GoalTitle, goaldescription: g.GoalDescription, keywords: g.KeyWords, desiredoutcome: g.DesiredOutcome, startDate: g.StartDate, endDate: g.EndDate, status: g.CpdgoalStatus };
      expect(cpdA2GoalProblems(form), `goal ${g.GoalID}`).toEqual({});
    }
  });

  it('logs activities only for Approved members, in CPD years 2025 and 2026, some compliant and some behind each year', () => {
    expect(approved.length).toBeGreaterThan(4);
    expect(seed.cpdActivities.every((a) => approved.includes(a.UserID))).toBe(true);
    for (const year of [2025, 2026]) {
      const compliant = approved.filter((userId) => complianceIn(userId, year).compliant).length;
      expect(compliant, `compliant in ${year}`).toBeGreaterThan(0);
      expect(approved.length - compliant, `behind in ${year}`).toBeGreaterThan(0);
    }
    expect(seed.cpdActivities.some((a) => a.ActivityStatus === CPD_A2_ACTIVITY.PLANNED)).toBe(true);
    // Completed activities are never after the seed's last day; each day holds at most 24 hours of a member.
    expect(seed.cpdActivities.filter((a) => a.ActivityStatus === CPD_A2_ACTIVITY.COMPLETED).every((a) => a.ActivityDate <= '2026-11-18')).toBe(true);
    const perDay = new Map();
    for (const a of seed.cpdActivities) perDay.set(`${a.UserID} ${a.ActivityDate}`, (perDay.get(`${a.UserID} ${a.ActivityDate}`) ?? 0) + a.Hours);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(24);
  });

  it('names only real evidence PDFs of the member, and goals of the member', () => {
    const withEvidence = seed.cpdActivities.filter((a) => a.evidenceFileId !== null);
    expect(withEvidence.length).toBeGreaterThan(0);
    for (const a of withEvidence) expect(files.get(a.evidenceFileId), `activity ${a.ActivityID}`).toMatchObject({ ownerUserId: a.UserID, originalName: a.evidenceFileName });
    expect(withEvidence.every((a) => files.get(a.evidenceFileId).storedName.startsWith('seed-cpd-evidence-'))).toBe(true);
    for (const a of seed.cpdActivities.filter((row) => row.GoalID !== null)) expect(seed.developmentGoals.find((g) => g.GoalID === a.GoalID)?.UserID).toBe(a.UserID);
  });

  it('has 2025 declarations of members compliant in 2025, at most one per member and year', () => {
    expect(seed.cpdDeclarations.length).toBeGreaterThan(0);
    for (const d of seed.cpdDeclarations) expect(complianceIn(d.UserID, d.year).compliant).toBe(true);
    expect(new Set(seed.cpdDeclarations.map((d) => `${d.UserID} ${d.year}`)).size).toBe(seed.cpdDeclarations.length);
  });
});
