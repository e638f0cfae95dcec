// The news feed of a year at the institute (November 2025 .. 20 November 2026): renewal
// and CPD reminders, the AGM notice, new members, events, and the office closing on Poya and holidays, for
// every audience. Fixed dates (no clock); times are Sri Lanka office hours (UTC+05:30) written in UTC.
// Posted by the administrator and the Council staff (role 23), who hold the News Feed screen.
const PUBLISHERS = ['admin@example.org', 'staff01@example.org', 'staff02@example.org'];

/** [publishedAt (UTC), audience, publisher index, title, body]. */
const ITEMS = [
  ['2025-11-03T04:30:00.000Z', 'all', 0, 'Office closed on Il Full Moon Poya Day',
    'The institute office in Colombo and every chapter office will be closed on Wednesday 5 November 2025 for Il Full Moon Poya Day. Online payments and applications stay open.'],
  ['2025-11-18T05:00:00.000Z', 'members', 1, 'Membership renewal for 2026 is now open',
    'You can now renew your membership for 2026 from the Member Renewal page, by card or by bank deposit. Members who renew before 31 March 2026 keep their standing without a break.'],
  ['2025-12-01T03:45:00.000Z', 'all', 0, 'Office closed on Unduvap Full Moon Poya Day',
    'The office will be closed on Thursday 4 December 2025 for Unduvap Full Moon Poya Day. We reopen at 8.30 a.m. on Friday 5 December.'],
  ['2025-12-15T06:15:00.000Z', 'applicants', 2, 'Applications over the holiday season',
    'The Council reviews membership applications until 19 December 2025 and again from 5 January 2026. Applications submitted in between are reviewed in the order they arrived.'],
  ['2026-01-12T04:00:00.000Z', 'members', 1, 'CPD year 2026 has begun: start logging your hours',
    'The 2026 CPD year runs from 1 January to 31 December. Record each activity on the CPD Activities page with its evidence, and set your development goals for the year.'],
  ['2026-02-04T05:30:00.000Z', 'all', 0, 'Annual Technical Conference 2026: call for papers',
    'Abstracts for the Annual Technical Conference (Colombo, 17 and 18 July 2026) are invited on infrastructure resilience, renewable energy and digital construction. Send abstracts of up to 300 words by 31 March 2026.'],
  ['2026-02-20T08:00:00.000Z', 'applicants', 2, 'Professional interviews for March 2026',
    'Applicants whose applications were approved for interview will be called for the professional interview between 9 and 20 March 2026 at the Colombo office. Bring your original certificates.'],
  ['2026-03-10T04:45:00.000Z', 'members', 1, 'Reminder: renew your membership by 31 March',
    'Members who have not yet paid the 2026 subscription are reminded to renew by 31 March 2026. After that date the member standing lapses until the dues are paid.'],
  ['2026-04-08T05:15:00.000Z', 'all', 0, 'Office closed for the Sinhala and Tamil New Year',
    'The office will be closed from Monday 13 April to Tuesday 14 April 2026 for the Sinhala and Tamil New Year. We wish all our members and applicants a happy and prosperous New Year.'],
  ['2026-04-27T04:30:00.000Z', 'all', 2, 'Office closed for Vesak',
    'The office will be closed on Friday 1 May 2026 for Vesak Full Moon Poya Day and on Saturday 2 May for the day following Vesak.'],
  ['2026-05-18T06:00:00.000Z', 'members', 1, 'Welcome to our new members',
    'The Council approved 24 new members at its May meeting, from Colombo, Kandy, Galle and Jaffna. Please welcome them at your chapter meetings and the events ahead.'],
  ['2026-06-22T07:30:00.000Z', 'applicants', 2, 'Complete your application before you submit',
    'Before submitting, upload your CV and your degree certificates, and fill in your academic and professional records. Incomplete applications are returned without review.'],
  ['2026-07-15T04:15:00.000Z', 'members', 0, 'Kandy chapter technical visit to the Victoria Dam',
    'The Kandy chapter organises a technical visit to the Victoria Dam and power station on Saturday 8 August 2026. Seats are limited to 40; the visit counts for 4 CPD hours.'],
  ['2026-08-25T05:00:00.000Z', 'all', 0, 'Notice of the Annual General Meeting 2026',
    'The Annual General Meeting will be held on Saturday 26 September 2026 at 9.00 a.m. at the BMICH, Colombo. The agenda, the annual report and the audited accounts are on the institute website.'],
  ['2026-10-05T04:00:00.000Z', 'members', 1, 'CPD deadline: record your 2026 hours by 31 December',
    'The 2026 CPD year ends on 31 December. Check your CPD profile for the hours still needed in each category, and sign your annual declaration once your record is complete.'],
  ['2026-11-10T06:30:00.000Z', 'applicants', 2, 'Membership fee for newly approved applicants',
    'Applicants approved in October and November 2026 can pay the membership fee online or by bank deposit. Your membership starts once the payment has been approved.'],
  ['2026-11-20T04:30:00.000Z', 'all', 0, 'Office closed on Il Full Moon Poya Day',
    'The office will be closed on Tuesday 24 November 2026 for Il Full Moon Poya Day. Online services stay available; mails received that day are answered on Wednesday 25 November.'],
];

export function newsSeed({ users }) {
  const usernames = new Set(users.map((user) => user.username));
  for (const publisher of PUBLISHERS) if (!usernames.has(publisher)) throw new Error(`news seed: no user ${publisher}`);
  const newsFeed = ITEMS.map(([publishedAt, audience, publisher, title, body], index) => ({
    id: index + 1,
    newsId: index + 1,
    title,
    body,
    audience,
    publishedAt,
    createdBy: PUBLISHERS[publisher],
  }));
  return { newsFeed };
}
