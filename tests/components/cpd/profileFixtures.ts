/** CPD summaries (GET CPD/actvitydetails/{userId}) for the profile page's tests: one member, three CPD years. */
import { CPD_CATEGORIES, DECLARATION_TEXT, DEFAULT_SETTINGS } from '../../../src/domain/cpdRules.mjs';
import type { CpdRegistration, CpdSummary } from '../../../src/features/cpd/profile/cpdProfileTypes';

export const USER_ID = 7;
export const CURRENT_YEAR = 2026;
export const SUMMARY_PATH = `GET CPD/actvitydetails/${USER_ID}`;

/** Signs the member in (the page reads its own user id from the session). */
export const signInMember = () =>
  sessionStorage.setItem('User', JSON.stringify({ userid: USER_ID, userRoleID: 22, username: 'nimal@example.org', firstName: 'Nimal', lastName: 'Perera' }));

export const REGISTRATION: CpdRegistration = {
  CPDMemberID: 3,
  MemberNo: 'M0042',
  CPDStartDate: '2024-01-15',
  PrimarySkills: 'Engineering',
  EntryLevel: 'Professional (3-10 years)',
  Status: 2,
  StatusName: 'Approved',
  comment: 'Welcome to the CPD scheme',
  DecidedAt: '2024-01-20T10:00:00Z',
};

/** Hours per category in CPD_CATEGORIES order, against DEFAULT_SETTINGS' minimums (formal 10). */
const compliance = (year: number, hours: readonly number[]) => {
  const byCategory = CPD_CATEGORIES.map((category, i) => {
    const minimum = DEFAULT_SETTINGS[category.minField];
    return { categoryId: category.id, category: category.name, done: hours[i], minimum, met: hours[i] >= minimum };
  });
  const done = hours.reduce((sum, h) => sum + h, 0);
  const required = DEFAULT_SETTINGS.hoursPerYear;
  return {
    year,
    from: `${year}-01-01`,
    to: `${year}-12-31`,
    required,
    done,
    remaining: Math.max(0, required - done),
    byCategory,
    compliant: done >= required && byCategory.every((c) => c.met),
  };
};

/** 2026 (current): 22.5 h, compliant, unsigned. 2025: 8 h, behind, signed. 2024: 3 h, behind, unsigned (too old to sign). */
const BY_YEAR: Record<number, Pick<CpdSummary, 'compliance' | 'declaration'>> = {
  2026: { compliance: compliance(2026, [12.5, 6, 4, 0]), declaration: null },
  2025: {
    compliance: compliance(2025, [3, 5, 0, 0]),
    declaration: { DeclarationID: 1, year: 2025, statement: DECLARATION_TEXT.statement, signedAt: '2026-01-10T09:30:00.000Z' },
  },
  2024: { compliance: compliance(2024, [3, 0, 0, 0]), declaration: null },
};

export const summaryOf = (year: number = CURRENT_YEAR, overrides: Partial<CpdSummary> = {}): CpdSummary => ({
  registration: REGISTRATION,
  year,
  currentYear: CURRENT_YEAR,
  years: [2026, 2025, 2024],
  settings: { ...DEFAULT_SETTINGS },
  ...BY_YEAR[year],
  goalsByStatus: [
    { status: 1, name: 'Pending', count: 2 },
    { status: 2, name: 'In Progress', count: 3 },
    { status: 3, name: 'Complete', count: 4 },
  ],
  activityCount: 5,
  declarationStatement: DECLARATION_TEXT.statement,
  ...overrides,
});

/** The summary route: the year asked for (query `year`), else the current one. */
export const summaryRoute =
  (overrides: Partial<CpdSummary> = {}) =>
  ({ query }: { query: Record<string, string> }) => ({ statusCode: '00', data: summaryOf(query.year ? Number(query.year) : CURRENT_YEAR, overrides) });

export const PDF_BASE64 = btoa('%PDF-1.4 transcript');
