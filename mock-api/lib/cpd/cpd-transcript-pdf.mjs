// The CPD transcript of one member and CPD year, made by lib/files/pdf.mjs from the stored rows:
// the institute, the member, the year's bounds, the registration status, hours required against done with the
// per-category table, every completed activity of the year, the planned ones apart, and the day it was made.
import { makeSectionedPdf } from '../files/pdf.mjs';
import { getGlobalDetails } from '../master-data/global-details.mjs';
import { activitiesOfUser } from './cpd-store.mjs';
import { activitiesInYear, complianceInYear, declarationOf, registrationView } from './cpd-summary.mjs';
import { ACTIVITY_STATUS, categoryName } from '../../../src/domain/cpdRules.mjs';
import { readableDate, wireDateOf } from '../../../src/domain/wireDates.mjs';

export const TRANSCRIPT_TITLE = 'CPD transcript';

/** "CPD Transcript {year} - {MemberNo}.pdf" (the contract's name). */
export const transcriptFileName = (member, year) => `CPD Transcript ${year} - ${member.memberNo}.pdf`;

const hours = (value) => Number(value).toFixed(2);
const byDate = (a, b) => a.ActivityDate.localeCompare(b.ActivityDate) || a.ActivityID - b.ActivityID;

/** The PDF bytes of the member's transcript for CPD year `year`; `now` is the instant it is made. */
export function transcriptPdf(ctx, member, year, now) {
  const { db } = ctx;
  const institute = getGlobalDetails(db)?.companyName || 'The Institute';
  const compliance = complianceInYear(db, member.userid, year);
  const inYear = activitiesInYear(db, activitiesOfUser(db, member.userid), year).sort(byDate);
  const completed = inYear.filter((a) => a.ActivityStatus === ACTIVITY_STATUS.COMPLETED);
  const planned = inYear.filter((a) => a.ActivityStatus === ACTIVITY_STATUS.PLANNED);
  const registration = registrationView(db, member.userid);
  const declaration = declarationOf(db, member.userid, year);
  const name = [member.title, member.firstName, member.lastName].filter(Boolean).join(' ');
  return makeSectionedPdf({
    title: TRANSCRIPT_TITLE,
    subtitle: institute,
    author: institute,
    date: new Date(now),
    sections: [
      {
        heading: 'Member',
        fields: [
          ['Member No', member.memberNo],
          ['Name', name],
          ['CPD year', `${year}: ${readableDate(compliance.from)} - ${readableDate(compliance.to)}`],
          ['Registration status', registration?.StatusName || 'Not registered'],
          ['Declaration', declaration ? `Signed on ${readableDate(declaration.signedAt.slice(0, 10))}` : 'Not signed'],
        ],
      },
      {
        heading: 'Hours',
        fields: [
          ['Required', hours(compliance.required)],
          ['Done', hours(compliance.done)],
          ['Remaining', hours(compliance.remaining)],
          ['Compliance', compliance.compliant ? 'Compliant' : 'Behind'],
        ],
        table: {
          columns: [{ label: 'Category', weight: 3 }, { label: 'Done', weight: 1 }, { label: 'Minimum', weight: 1 }, { label: 'Met', weight: 1 }],
          rows: compliance.byCategory.map((c) => [c.category, hours(c.done), hours(c.minimum), c.met ? 'Yes' : 'No']),
        },
      },
      {
        heading: 'Completed activities',
        empty: 'No completed activities in this CPD year',
        table: {
          columns: [{ label: 'Date', weight: 1 }, { label: 'Title', weight: 3 }, { label: 'Category', weight: 2 }, { label: 'Provider', weight: 2 }, { label: 'Hours', weight: 1 }, { label: 'Evidence', weight: 1 }],
          rows: completed.map((a) => [readableDate(a.ActivityDate), a.ActivityTitle, categoryName(a.CategoryID), a.Provider, hours(a.Hours), a.evidenceFileId ? 'Yes' : 'No']),
        },
      },
      {
        heading: 'Planned activities',
        empty: 'No planned activities in this CPD year',
        table: {
          columns: [{ label: 'Date', weight: 1 }, { label: 'Title', weight: 3 }, { label: 'Category', weight: 2 }, { label: 'Provider', weight: 2 }, { label: 'Hours', weight: 1 }],
          rows: planned.map((a) => [readableDate(a.ActivityDate), a.ActivityTitle, categoryName(a.CategoryID), a.Provider, hours(a.Hours)]),
        },
      },
      { heading: 'Generated', fields: [['Generated on', readableDate(wireDateOf(now))]] },
    ],
  });
}
