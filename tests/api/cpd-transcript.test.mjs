// The CPD transcript (POST CPD/transcript): a PDF named "CPD Transcript {year} - {MemberNo}.pdf" with
// the title, the institute, the member, the CPD year's bounds, hours required and done, every completed
// activity of the year and the planned ones apart; the member's own or CPD staff's, another member 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID, activityForm, startCpdApi } from './cpd-goals-support.mjs';
import { pdfText } from './pdf-text.mjs';
import { CPD_TEXT, complianceOf, settingsInForce } from '../../src/domain/cpdRules.mjs';

const t = startCpdApi();
const { api, client, rows } = t;
afterAll(() => api.cleanup());

const demo = () => client(t.userToken(DEMO_USER_ID));
const transcript = (body, who = demo()) => who.post('/api/CPD/transcript').send(body);
const decode = (body) => Buffer.from(body.content, 'base64');
const member = (userid) => rows('members').find((m) => m.userid === userid);

const FIRST = 'Transcript check: bridge inspection course';
const SECOND = 'Transcript check: mentoring two graduates';
const PLANNED = 'Transcript check: planned design workshop';

beforeAll(async () => {
  for (const [ActivityTitle, ActivityDate, CategoryID, ActivityStatus] of [[FIRST, '2026-10-01', '1', '2'], [SECOND, '2026-10-02', '3', '2'], [PLANNED, '2026-12-20', '1', '1']]) {
    const response = await demo().post('/api/CPD/addcpdactivities').send(activityForm({ ActivityTitle, ActivityDate, CategoryID, ActivityStatus }));
    if (response.body.statusCode !== '00') throw new Error(JSON.stringify(response.body));
  }
});

describe('POST CPD/transcript', () => {
  it("gives the member their transcript: name, both activity titles, the year's figures", async () => {
    const response = await transcript({ userId: DEMO_USER_ID, year: 2026 });
    const demoMember = member(DEMO_USER_ID);
    expect(response.body).toMatchObject({ statusCode: '00', fileName: `CPD Transcript 2026 - ${demoMember.memberNo}.pdf` });
    const bytes = decode(response.body);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    const institute = api.db.get('globaldetails').find({ id: 3 }).value().companyName;
    const compliance = complianceOf(rows('cpdActivities').filter((a) => a.UserID === DEMO_USER_ID), settingsInForce(rows('cpdSettings'), 2026), 2026);
    for (const expected of ['CPD transcript', institute, demoMember.memberNo, demoMember.firstName, demoMember.lastName, '01/01/2026 - 31/12/2026', FIRST, SECOND, PLANNED, 'Completed activities', 'Planned activities', compliance.required.toFixed(2), compliance.done.toFixed(2), 'Generated on', '23/11/2026']) {
      expect(text, expected).toContain(expected);
    }
    // The planned one is listed apart, after the completed ones.
    expect(text.indexOf(PLANNED)).toBeGreaterThan(text.indexOf('Planned activities'));
    expect(text.indexOf(FIRST)).toBeLessThan(text.indexOf('Planned activities'));
  });

  it('a member may leave out userId (their own) and year (the current CPD year)', async () => {
    const response = await transcript({});
    expect(response.body.fileName).toBe(`CPD Transcript 2026 - ${member(DEMO_USER_ID).memberNo}.pdf`);
    expect(pdfText(decode(response.body))).toContain(FIRST);
  });

  it('another year holds that year\'s activities only', async () => {
    const text = pdfText(decode((await transcript({ userId: DEMO_USER_ID, year: 2025 })).body));
    expect(text).toContain('01/01/2025 - 31/12/2025');
    expect(text).not.toContain(FIRST);
  });

  it("CPD staff get any member's transcript; another member and other staff get 403; an unknown user 404", async () => {
    const other = t.otherMemberId();
    const staff = await transcript({ userId: other, year: 2026 }, client(t.cpdStaffToken()));
    expect(staff.body.fileName).toBe(`CPD Transcript 2026 - ${member(other).memberNo}.pdf`);
    const theirTitles = rows('cpdActivities').filter((a) => a.UserID === other && a.ActivityStatus === 2 && a.ActivityDate.startsWith('2026')).map((a) => a.ActivityTitle);
    const text = pdfText(decode(staff.body));
    for (const title of theirTitles) expect(text).toContain(title);
    const refused = await transcript({ userId: other, year: 2026 });
    expect(refused.status).toBe(403);
    expect(refused.body.content).toBeUndefined();
    expect((await transcript({ userId: DEMO_USER_ID }, client(t.otherStaffToken()))).status).toBe(403);
    expect((await transcript({ userId: 99999 }, client(t.cpdStaffToken()))).status).toBe(404);
  });

  it('400 for a year that is not one; \'01\' for a non-member asking for their own', async () => {
    expect((await transcript({ year: 'last' })).status).toBe(400);
    expect((await transcript({}, client(t.userToken(2)))).body).toMatchObject({ statusCode: '01', status: CPD_TEXT.notAMember });
  });
});
