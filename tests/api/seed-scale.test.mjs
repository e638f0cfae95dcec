// `npm run seed -- --members N`: the default seed stays byte-identical; a larger one keeps the default's
// proportions, its rows unchanged at the front, unique keys, valid values and references that resolve, and every
// file row downloads through the upload module.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeed } from '../../mock-api/seed.mjs';
import { writeSeed } from '../../mock-api/seed/data-dir.mjs';
import { seedOptionsOf } from '../../mock-api/seed/cli-options.mjs';
import { contentTypeOf, fileKindOf, FILE_KINDS, storedBytesOf, uploadsDirOf } from '../../mock-api/lib/files/uploads.mjs';
import { nicProblem } from '../../src/domain/nic.mjs';
import { contactNumberProblem, designationProblem } from '../../src/domain/memberRules.mjs';
import { eventProblems } from '../../src/domain/eventRules.mjs';
import { signin, startApi } from './helpers.mjs';

/**
 * sha256 of JSON.stringify(buildSeed()): the default seed as before the scaled seed existed (commit c32e9bc), since
 * changed only by the seeded password hashes made at the runtime cost (seed/hash.mjs), the decision permissions in
 * the menu table and the roles holding what their descriptions say, and the applicant role holding one menu item per screen.
 */
const DEFAULT_SEED_SHA256 = 'e0ec9e8c2c3f45fac0fb92706ddbb8c17e6657b84073e548e1eebfaea1d97f42';
const SEED_TODAY = '2026-11-23';
const MEMBERS = 1000;
const TOLERANCE = 0.15;
const root = path.resolve(import.meta.dirname, '../..');

/** Collections that grow with the members. */
const MEMBER_RELATED = [
  'users', 'members', 'employment', 'academic', 'professional', 'changeRequests', 'files', 'applications', 'committeeReviews',
  'payments', 'paymentLog', 'cpdRegistrations', 'developmentGoals', 'cpdActivities', 'cpdDeclarations', 'memberTransfers',
  'events', 'eventMembers', 'inquiries', 'activityLog',
];

/** [collection, field, target collection, target key]: every non-empty value names a target row. */
const REFERENCES = [
  ['members', 'userid', 'users', 'userID'], ['members', 'chapterId', 'chapters', 'chapterId'],
  ...['employment', 'academic', 'professional'].flatMap((name) => [[name, 'userid', 'users', 'userID'], [name, 'fileId', 'files', 'fileId']]),
  ['changeRequests', 'memberID', 'members', 'memberID'], ['changeRequests', 'fileId', 'files', 'fileId'],
  ['applications', 'userId', 'users', 'userID'], ['applications', 'cvFileId', 'files', 'fileId'], ['applications', 'memberNo', 'members', 'memberNo'],
  ['committeeReviews', 'applicationId', 'applications', 'applicationId'], ['committeeReviews', 'reviewerUserId', 'users', 'userID'],
  ['committeeReviews', 'applicantUserId', 'users', 'userID'],
  ['payments', 'memberID', 'members', 'memberID'], ['payments', 'slipFileId', 'files', 'fileId'],
  ['paymentLog', 'memberID', 'members', 'memberID'], ['paymentLog', 'paymentId', 'payments', 'paymentId'],
  ['cpdRegistrations', 'MemberID', 'members', 'memberID'], ['developmentGoals', 'UserID', 'users', 'userID'],
  ['cpdActivities', 'UserID', 'users', 'userID'], ['cpdActivities', 'GoalID', 'developmentGoals', 'GoalID'], ['cpdActivities', 'evidenceFileId', 'files', 'fileId'],
  ['cpdDeclarations', 'UserID', 'users', 'userID'],
  ['memberTransfers', 'memberID', 'members', 'memberID'], ['memberTransfers', 'fromChapterId', 'chapters', 'chapterId'], ['memberTransfers', 'toChapterId', 'chapters', 'chapterId'],
  ['eventMembers', 'eventId', 'events', 'eventId'], ['eventMembers', 'memberID', 'members', 'memberID'], ['eventMembers', 'cpdActivityId', 'cpdActivities', 'ActivityID'],
  ['inquiries', 'memberNo', 'members', 'memberNo'], ['activityLog', 'userId', 'users', 'userID'], ['meetingMinutes', 'fileId', 'files', 'fileId'],
  ['files', 'ownerUserId', 'users', 'userID'],
];

/** Rows naming a member by memberID and a user: the two agree. */
const MEMBER_USER_PAIRS = [
  ['changeRequests', 'userid'], ['payments', 'userId'], ['paymentLog', 'userId'], ['cpdRegistrations', 'UserID', 'MemberID'],
  ['memberTransfers', 'userid'], ['eventMembers', 'userid'],
];

const duplicatesOf = (values) => values.filter((value, k) => values.indexOf(value) !== k);
const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const runSeedCli = (args, dataDir) =>
  spawnSync(process.execPath, ['mock-api/seed-cli.mjs', ...args], { cwd: root, env: { ...process.env, MOCK_API_DATA_DIR: dataDir }, encoding: 'utf8' });

const base = buildSeed();
let dataDir;
let seed;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'seed-scale-'));
  seed = writeSeed(dataDir, { members: MEMBERS });
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the default seed', () => {
  it('is byte-identical to the seed before --members', () => {
    expect(sha256(JSON.stringify(base))).toBe(DEFAULT_SEED_SHA256);
  });
});

describe(`a seed of ${MEMBERS} members`, () => {
  it('has that many members and the default proportions (each collection per member within 15 %)', () => {
    expect(seed.members).toHaveLength(MEMBERS);
    for (const name of MEMBER_RELATED) {
      const expected = base[name].length / base.members.length;
      const actual = seed[name].length / MEMBERS;
      expect(Math.abs(actual / expected - 1), `${name}: ${seed[name].length} (default ${base[name].length})`).toBeLessThanOrEqual(TOLERANCE);
    }
  });

  it('keeps every row of the default seed as it is, first in its collection (the demo accounts see the same data)', () => {
    for (const [name, rows] of Object.entries(base)) expect(seed[name].slice(0, rows.length), name).toEqual(rows);
  });

  it('is deterministic', () => {
    expect(sha256(JSON.stringify(buildSeed({ members: 170 })))).toBe(sha256(JSON.stringify(buildSeed({ members: 170 }))));
  });

  it('has unique ids and keys', () => {
    for (const [name, rows] of Object.entries(seed)) expect(duplicatesOf(rows.map((row) => row.id)), name).toEqual([]);
    const keys = [
      ['users', 'userID'], ['users', 'username'], ['users', 'email'], ['members', 'memberID'], ['members', 'memberNo'], ['members', 'userid'],
      ['members', 'nicNumber'], ['files', 'fileId'], ['files', 'storedName'], ['payments', 'paymentId'], ['payments', 'refNo'],
      ['paymentLog', 'orderId'], ['applications', 'userId'], ['cpdActivities', 'ActivityID'], ['eventMembers', 'eventMemberId'],
    ];
    for (const [name, key] of keys) expect(duplicatesOf(seed[name].map((row) => row[key])), `${name}.${key}`).toEqual([]);
    expect(duplicatesOf(seed.payments.map((row) => row.receiptNo).filter(Boolean)), 'receipt numbers').toEqual([]);
    expect(duplicatesOf(seed.eventMembers.map((row) => `${row.eventId} ${row.memberID}`)), 'event registrations').toEqual([]);
  });

  it("gives members the values the API accepts: member numbers, NICs matching the birth date, contact numbers, designations", () => {
    for (const member of seed.members) {
      expect(member.memberNo).toMatch(/^M\d{4}$/);
      expect(nicProblem(member.nicNumber, member.dob, SEED_TODAY), `${member.memberNo} ${member.nicNumber} ${member.dob}`).toBeNull();
      expect(contactNumberProblem(member.mobileNo), member.memberNo).toBeNull();
      expect(designationProblem(member.designation), member.memberNo).toBeNull();
    }
    for (const event of seed.events) expect(eventProblems(event), event.title).toEqual({});
  });

  it('gives each application a NIC no member or other application holds (an approved one: its own member)', () => {
    const memberOfNic = new Map(seed.members.map((member) => [member.nicNumber.toUpperCase(), member]));
    const nics = seed.applications.filter((row) => row.nicNumber).map((row) => row.nicNumber.toUpperCase());
    expect(duplicatesOf(nics)).toEqual([]);
    for (const application of seed.applications.filter((row) => row.nicNumber)) {
      const holder = memberOfNic.get(application.nicNumber.toUpperCase());
      if (holder) expect(holder.userid, `application ${application.applicationId}`).toBe(application.userId);
      if (application.dob) expect(nicProblem(application.nicNumber, application.dob, SEED_TODAY), `application ${application.applicationId}`).toBeNull();
    }
  });

  it('has references that resolve: users, members, records, files, payments, applications, CPD, events, chapters', () => {
    for (const [name, field, target, key] of REFERENCES) {
      const known = new Set(seed[target].map((row) => row[key]));
      const dangling = seed[name].map((row) => row[field]).filter((value) => value !== null && value !== undefined && value !== '' && !known.has(value));
      expect(dangling, `${name}.${field} -> ${target}.${key}`).toEqual([]);
    }
    const userOfMember = new Map(seed.members.map((member) => [member.memberID, member.userid]));
    for (const [name, userField, memberField = 'memberID'] of MEMBER_USER_PAIRS) {
      const mismatched = seed[name].filter((row) => userOfMember.get(row[memberField]) !== row[userField]);
      expect(mismatched.map((row) => row.id), `${name}.${memberField} ~ ${name}.${userField}`).toEqual([]);
    }
  });

  it('stores every file row as a real PDF or PNG through the upload module, sharing a few documents by hard link', () => {
    const ctx = { dataDir };
    for (const row of seed.files) {
      const bytes = storedBytesOf(ctx, row);
      expect(bytes, row.storedName).toBeDefined();
      expect(FILE_KINDS[fileKindOf(bytes)]?.contentType, row.storedName).toBe(contentTypeOf(row));
    }
    const dir = uploadsDirOf(dataDir);
    const inodes = new Set(readdirSync(dir).map((name) => statSync(path.join(dir, name)).ino));
    expect(inodes.size).toBeLessThanOrEqual(30);
  });

  it('lets the demo accounts and the extra members and applicants sign in, and an extra member download their evidence', async () => {
    const api = startApi({ dataDir, now: () => Date.parse(`${SEED_TODAY}T06:00:00Z`) });
    try {
      const accounts = [['admin@example.org', 'Admin@123'], ['member@example.org', 'Member@123'], ['applicant@example.org', 'Applicant@123'], ['user04@example.org', 'User@123'], ['user45@example.org', 'User@123'], ['staff01@example.org', 'User@123'], ['user1001@example.org', 'User@123'], ['user20001@example.org', 'User@123']];
      for (const [username, password] of accounts) expect((await signin(api.request, username, password)).body.token, username).toBeTruthy();
      const owner = seed.employment.at(-1).userid;
      const file = seed.files.find((row) => row.fileId === seed.employment.at(-1).fileId);
      const token = (await signin(api.request, `user${owner}@example.org`, 'User@123')).body.token;
      const download = await api.request.get(`/api/usermanagement/files/${file.fileId}`).set({ Authorization: `Bearer ${token}` });
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
    } finally {
      api.close();
    }
  }, 30_000);
});

describe('npm run seed -- --members', () => {
  it('reads --members N and --members=N, and nothing for the default seed', () => {
    expect(seedOptionsOf([])).toEqual({ members: undefined });
    expect(seedOptionsOf(['--members', '10'])).toMatchObject({ problem: expect.stringContaining('at least 151') });
    expect(seedOptionsOf(['--members', '2000'])).toEqual({ members: 2000 });
    expect(seedOptionsOf(['--members=2000'])).toEqual({ members: 2000 });
  });

  it('refuses a bad value with a clear message and a non-zero exit, leaving db.json as it was', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-cli-'));
    try {
      writeFileSync(path.join(dir, 'db.json'), '{"untouched":true}\n');
      const cases = [[['--members', 'many'], 'whole number'], [['--members=150'], 'at least 151'], [['--members', '1e4'], 'whole number'], [['--members', '15001'], 'at most 15000'], [['--members'], 'whole number'], [['--member=300'], 'unknown argument']];
      for (const [args, text] of cases) {
        const run = runSeedCli(args, dir);
        expect(run.status, args.join(' ')).not.toBe(0);
        expect(run.stderr, args.join(' ')).toContain(text);
        expect(run.stderr).toContain('usage: npm run seed');
      }
      expect(readFileSync(path.join(dir, 'db.json'), 'utf8')).toBe('{"untouched":true}\n');
      expect(readdirSync(dir)).toEqual(['db.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes a seed of N members and prints its counts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-cli-'));
    try {
      const run = runSeedCli(['--members=160'], dir);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain('members 160,');
      expect(JSON.parse(readFileSync(path.join(dir, 'db.json'), 'utf8')).members).toHaveLength(160);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
