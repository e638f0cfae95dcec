// The seeded meetings and the minutes PDF of each: its title, date, venue, who attended and
// the items discussed. Each meeting is its own seed document kind ('minutes-01' ..), so every stored PDF holds
// its own meeting's text (seed/documents.mjs lists them; seed/minutes.mjs makes the meetingMinutes rows).
// Fixed dates, 2025-01 .. 2026-11-15: no clock.

/** [title, committee, meetingDate, venue, attendees, agenda]. */
const MEETINGS = [
  ['Council meeting, January 2025', 'Council', '2025-01-18', 'Council Room, Colombo', ['Eng. S. Wijesinghe (President, in the chair)', 'Eng. K. Fernando (Vice President)', 'Eng. R. Jayawardena (Honorary Secretary)', 'Eng. M. Rahman (Honorary Treasurer)', 'Eng. P. Sivakumar'],
    ['Confirmation of the minutes of the December 2024 meeting', 'Membership applications approved in December 2024', 'Programme of events for 2025', 'CPD requirement for 2025']],
  ['Executive Committee meeting, February 2025', 'Executive Committee', '2025-02-22', 'Board Room, Colombo', ['Eng. S. Wijesinghe (in the chair)', 'Eng. R. Jayawardena', 'Eng. M. Rahman', 'Ms. D. Gunasekara (Chief Executive)'],
    ['Office staffing and the new membership portal', 'Chapter office leases in Kandy and Galle', 'Annual Technical Conference 2025: venue and budget']],
  ['Membership Committee meeting, March 2025', 'Membership Committee', '2025-03-15', 'Council Room, Colombo', ['Eng. K. Fernando (Chair)', 'Eng. A. Nadarajah', 'Eng. L. Senanayake', 'Ms. T. Peiris (Membership Officer)'],
    ['Applications received in January and February 2025', 'Professional interviews for March 2025', 'Transfers between membership grades']],
  ['CPD Committee meeting, May 2025', 'CPD Committee', '2025-05-10', 'Online (video conference)', ['Eng. N. Abeysekera (Chair)', 'Eng. H. Dissanayake', 'Eng. F. Ismail', 'Ms. C. Ranasinghe (CPD Officer)'],
    ['CPD hours recorded in the first quarter of 2025', 'Accreditation of external CPD providers', 'Audit sample for the 2024 CPD year']],
  ['Finance Committee meeting, June 2025', 'Finance Committee', '2025-06-21', 'Board Room, Colombo', ['Eng. M. Rahman (Chair)', 'Eng. S. Wijesinghe', 'Mr. G. Kumara (Accountant)', 'Ms. D. Gunasekara (Chief Executive)'],
    ['Accounts for the five months to May 2025', 'Subscription arrears and reminders', 'Investment of the building fund']],
  ['Council meeting, July 2025', 'Council', '2025-07-19', 'Council Room, Colombo', ['Eng. S. Wijesinghe (President, in the chair)', 'Eng. K. Fernando (Vice President)', 'Eng. R. Jayawardena (Honorary Secretary)', 'Eng. N. Abeysekera', 'Eng. A. Nadarajah'],
    ['Confirmation of the minutes of the June 2025 meeting', 'Report of the Membership Committee', 'Chapter reports: Kandy, Galle and Jaffna', 'Notice of the Annual General Meeting 2025']],
  ['Annual General Meeting 2025', 'Annual General Meeting', '2025-09-27', 'BMICH, Colombo', ['Eng. S. Wijesinghe (President, in the chair)', '312 corporate members present in person', 'Messrs. Perera & Co. (Auditors)'],
    ['Annual report of the Council for 2024/2025', 'Audited accounts for the year ended 31 March 2025', 'Election of office bearers for 2025/2026', 'Appointment of auditors']],
  ['Executive Committee meeting, November 2025', 'Executive Committee', '2025-11-08', 'Board Room, Colombo', ['Eng. K. Fernando (in the chair)', 'Eng. R. Jayawardena', 'Eng. M. Rahman', 'Ms. D. Gunasekara (Chief Executive)'],
    ['Subscription rates for 2026', 'Renewal campaign for 2026', 'Chapter boundaries and member transfers']],
  ['Membership Committee meeting, February 2026', 'Membership Committee', '2026-02-14', 'Council Room, Colombo', ['Eng. K. Fernando (Chair)', 'Eng. A. Nadarajah', 'Eng. L. Senanayake', 'Ms. T. Peiris (Membership Officer)'],
    ['Applications received in December 2025 and January 2026', 'Professional interviews for March 2026', 'Members in arrears for two years or more']],
  ['CPD Committee meeting, April 2026', 'CPD Committee', '2026-04-25', 'Online (video conference)', ['Eng. N. Abeysekera (Chair)', 'Eng. H. Dissanayake', 'Eng. F. Ismail', 'Ms. C. Ranasinghe (CPD Officer)'],
    ['CPD compliance for the 2025 CPD year', 'Events counting for CPD in 2026', 'Declarations not yet signed']],
  ['Finance Committee meeting, August 2026', 'Finance Committee', '2026-08-22', 'Board Room, Colombo', ['Eng. M. Rahman (Chair)', 'Eng. K. Fernando', 'Mr. G. Kumara (Accountant)', 'Ms. D. Gunasekara (Chief Executive)'],
    ['Accounts for the four months to July 2026', 'Online payments through the payment gateway', 'Budget for the Annual General Meeting 2026']],
  ['Council meeting, November 2026', 'Council', '2026-11-15', 'Council Room, Colombo', ['Eng. K. Fernando (President, in the chair)', 'Eng. R. Jayawardena (Honorary Secretary)', 'Eng. M. Rahman (Honorary Treasurer)', 'Eng. N. Abeysekera', 'Eng. P. Sivakumar'],
    ['Confirmation of the minutes of the October 2026 meeting', 'Membership applications approved in October 2026', 'Chapter transfers approved in 2026', 'Programme of events for 2027']],
];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2025-01-18' as 'Saturday 18 January 2025' (a calendar fact, no clock). */
export const longDate = (wireDate) => {
  const [y, m, d] = wireDate.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAYS[day.getUTCDay()]} ${d} ${MONTHS[m - 1]} ${y}`;
};

/** Every seeded meeting with its document kind, in date order. */
export const SEED_MEETINGS = Object.freeze(
  MEETINGS.map(([title, committee, meetingDate, venue, attendees, agenda], index) =>
    Object.freeze({ kind: `minutes-${String(index + 1).padStart(2, '0')}`, title, committee, meetingDate, venue, attendees, agenda }),
  ),
);

/** The minutes as a document of seed/documents.mjs: { title, lines }. */
const minutesDocument = ({ title, committee, meetingDate, venue, attendees, agenda }) => ({
  title: `Minutes: ${title}`,
  lines: [
    `${committee} of the Institute`,
    `Date: ${longDate(meetingDate)} (${meetingDate})`,
    `Venue: ${venue}`,
    `Present: ${attendees.join('; ')}`,
    'Agenda and decisions',
    ...agenda.map((item, i) => `${i + 1}. ${item}: discussed and noted.`),
    'The meeting closed with a vote of thanks to the chair.',
    'Confirmed as a true record. Honorary Secretary',
  ],
});

/** kind -> the document of each seeded meeting. */
export const MINUTES_DOCUMENTS = Object.freeze(Object.fromEntries(SEED_MEETINGS.map((meeting) => [meeting.kind, minutesDocument(meeting)])));
