// POST application/member (spec §7; what it does is our decision, mock-api/README.md "Spec calls decided here"):
// staff enrol a member without an application. The header rules and codes of the application (§5, §8 member
// update), the new-user name rules, a free e-mail; then an authorized member account with a mailed first
// password, the next member number and a Pending membership owing the new-membership fee.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, latestMail, signin, startApi, tokenOf } from './helpers.mjs';

const api = startApi();
afterAll(() => api.cleanup());
let admin;
beforeAll(async () => {
  admin = as(api.request, await tokenOf(api.request, 'admin'));
});

const ENROLMENT = {
  membertypeid: { value: 3, label: 'Member' },
  title: 'Ms',
  nameWithInitials: 'A. Gunasekara',
  firstName: 'Anusha',
  lastName: 'Gunasekara',
  fullName: 'Anusha Malkanthi Gunasekara',
  nicNumber: '199014501234',
  dob: '1990-05-24',
  mobileNo: '0712345678',
  email: 'anusha.gunasekara@example.org',
  addressNo: '14',
  addressSt: 'Lake Road',
  addressCity: 'Kurunegala',
  designation: 'Quantity Surveyor',
};
const enrol = (changes = {}) => admin.post('/api/application/member').send({ ...ENROLMENT, ...changes });
const counts = () => [api.db.get('users').size().value(), api.db.get('members').size().value()];

describe('POST application/member refusals (nothing is stored)', () => {
  it.each([
    [{ membertypeid: '' }, '03', 'Member Type cannot be empty'],
    [{ title: '' }, '03', 'Title cannot be empty'],
    [{ firstName: 'Anusha2' }, '03', 'Please enter your first name using only letters'],
    [{ firstName: 'Anushadevi Malka' }, '03', 'Invalid name'],
    [{ email: '' }, '03', 'E-mail cannot be empty'],
    [{ email: 'anusha.example.org' }, '13', 'Invalid Email address'],
    [{ email: 'MEMBER@example.org' }, '02', 'Duplicate email'],
    [{ nicNumber: '198512345678', dob: '1985-05-02' }, '11', 'Duplicate NIC'],
    [{ dob: '1990-05-25' }, '08', 'Your birthday and NIC number does not match'],
    [{ mobileNo: '07123' }, '12', 'Invalid Phone number'],
    [{ addressSt: '' }, '03', 'Address Line 2 cannot be empty'],
    [{ designation: 'QS 2' }, '03', 'Only alphabets are allowed for this field'],
  ])('%j answers %s "%s"', async (changes, code, text) => {
    const before = counts();
    expect((await enrol(changes)).body).toMatchObject({ statusCode: code, status: text });
    expect(counts()).toEqual(before);
  });
});

describe('POST application/member', () => {
  it("'00' enrols: an authorized member account, the next member number, Pending owing the new-membership fee", async () => {
    const highest = Math.max(...api.db.get('members').value().map((member) => member.memberID));
    const response = await enrol();
    expect(response.body).toMatchObject({ statusCode: '00', status: 'Saved Successfully', memberID: highest + 1 });
    const { memberNo, userId } = response.body;
    expect(memberNo).toMatch(/^M[A-Z0-9]\d{3}$/);
    expect(api.db.get('users').find({ userID: userId }).value()).toMatchObject({ username: 'anusha.gunasekara@example.org', firstName: 'Anusha', lastName: 'Gunasekara', userRoleID: 22, statusID: 2, createdBy: 'admin@example.org' });
    const member = api.db.get('members').find({ memberNo }).value();
    expect(member).toMatchObject({ userid: userId, title: 'Ms', middleName: 'Malkanthi', nicNumber: '199014501234', dob: '1990-05-24', membertypeid: 3, memberTypeName: 'Member', designation: 'Quantity Surveyor', addressCity: 'Kurunegala', status: 1, validTillDate: null });
    expect(member.newMembershipDue.amount).toBeGreaterThan(0);
    expect(api.db.get('activityLog').last().value()).toMatchObject({ entity: 'member', action: 'create', recordId: member.memberID, detail: `Member ${memberNo} (anusha.gunasekara@example.org) enrolled by staff` });

    const mail = await latestMail(api.request, 'anusha.gunasekara@example.org');
    expect(mail.subject).toBe(`Welcome to the institute: member number ${memberNo}`);
    const password = /Password: (\S+)/.exec(mail.body)[1];
    const login = (await signin(api.request, 'anusha.gunasekara@example.org', password)).body;
    expect(login).toMatchObject({ statusCode: '00', member: expect.objectContaining({ memberNo }) });
  });

  it('a second enrolment of the same person is refused by the NIC, then by the e-mail', async () => {
    expect((await enrol()).body).toMatchObject({ statusCode: '11', status: 'Duplicate NIC' });
    expect((await enrol({ nicNumber: '199114501234', dob: '1991-05-24' })).body).toMatchObject({ statusCode: '02', status: 'Duplicate email' });
  });
});
