/** CPD member rows as GET CPD/viewallcpdusers answers them (spec §3 CPD member row). */
import { CPD_MEMBERSHIP, CPD_MEMBERSHIP_NAMES } from '../../../src/domain/cpdRules.mjs';

export const LIST = 'GET CPD/viewallcpdusers';
export const APPROVE = 'PUT CPD/approve-membership/approve';
export const REJECT = 'PUT CPD/approve-membership/reject';
export const approvalMail = (id: number) => `GET CPD/send-cpd-member-approval-email-to-exisiting-member/${id}`;
export const rejectMail = (id: number) => `GET CPD/send-cpd-member-reject-email-to-exisiting-member/${id}`;
export const DRAW = 'POST CPD/audit-sample';
export const PAST = 'GET CPD/audit-samples';
export const sampleRoute = (id: number) => `GET CPD/audit-samples/${id}`;

const approved = (status: number) => status === CPD_MEMBERSHIP.APPROVED;

export const cpdRow = (id: number, status: number, lastName: string, overrides: Record<string, unknown> = {}) => ({
  id,
  CPDMemberID: id,
  UserID: 300 + id,
  MemberID: 100 + id,
  MemberNo: `M${id}`,
  Title: 'Eng.',
  FirstName: 'Kamal',
  LastName: lastName,
  CPDStartDate: '2026-01-15',
  PrimarySkillID: 1,
  PrimarySkills: 'Engineering',
  EntryLevelID: 2,
  EntryLevel: 'Professional (3-10 years)',
  Status: status,
  StatusName: CPD_MEMBERSHIP_NAMES[status as 1 | 2 | 3],
  SettingID: 2,
  CreatedAt: '2026-01-10T09:00:00.000Z',
  CreatedBy: `member${id}`,
  comment: status === CPD_MEMBERSHIP.PENDING ? '' : 'Checked by the CPD committee',
  DecidedAt: status === CPD_MEMBERSHIP.PENDING ? null : '2026-01-20T10:00:00.000Z',
  DecidedBy: status === CPD_MEMBERSHIP.PENDING ? null : 'admin',
  HoursDone: approved(status) ? 12.5 : 0,
  HoursRequired: 20,
  Compliant: approved(status) ? false : null,
  ...overrides,
});

/** One row of each status; two approved rows, one behind and one compliant. */
export const ROWS = [
  cpdRow(1, CPD_MEMBERSHIP.PENDING, 'Pending-Row'),
  cpdRow(2, CPD_MEMBERSHIP.APPROVED, 'Behind-Row'),
  cpdRow(3, CPD_MEMBERSHIP.APPROVED, 'Compliant-Row', { HoursDone: 24, Compliant: true }),
  cpdRow(4, CPD_MEMBERSHIP.REJECTED, 'Rejected-Row'),
];

export const SAMPLE = {
  AuditID: 7,
  year: 2026,
  share: 10,
  members: [
    {
      UserID: 302,
      MemberNo: 'M2',
      FirstName: 'Kamal',
      LastName: 'Behind-Row',
      compliance: { year: 2026, from: '2026-01-01', to: '2026-12-31', required: 20, done: 12.5, remaining: 7.5, compliant: false, byCategory: [] },
      activities: [
        { ActivityID: 11, ActivityTitle: 'Structural design seminar', CategoryName: 'Formal learning', ActivityDate: '2026-02-03', Hours: 8, Provider: 'IESL', ActivityStatusName: 'Completed', evidence: { fileId: 55, fileName: 'seminar-certificate.pdf' } },
        { ActivityID: 12, ActivityTitle: 'Reading Eurocodes', CategoryName: 'Informal learning', ActivityDate: '2026-03-01', Hours: 4.5, Provider: 'Self', ActivityStatusName: 'Completed', evidence: null },
      ],
    },
  ],
};
