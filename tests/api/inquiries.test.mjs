import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, latestMail, startApi, tokenOf } from './helpers.mjs';

const api = startApi();
let admin;
beforeAll(async () => {
  admin = as(api.request, await tokenOf(api.request, 'admin'));
});
afterAll(() => api.cleanup());

const inquiry = (fields = {}) => ({
  name: 'Amali Fernando',
  email: 'amali.fernando@example.org',
  phone: '0771234599',
  memberNo: 'M0007',
  subject: 'Cannot log in',
  message: 'The portal says my account is locked.',
  ...fields,
});
const submit = (body) => api.request.post('/api/inquiries').send(body); // public: no token
const inquiryList = (query) => admin.get('/api/para/inquiries').query(query);

describe('POST inquiries (public)', () => {
  it("'00' stores the inquiry as open, answers its id and mails an acknowledgement", async () => {
    const response = await submit(inquiry());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'Your inquiry has been received. We will contact you by e-mail.', statusCode: '00', inquiryId: 26 });
    expect(api.db.get('inquiries').find({ inquiryId: 26 }).value()).toMatchObject({ ...inquiry(), status: 1, handledBy: null, handledAt: null, note: '' });
    const mail = await latestMail(api.request, 'amali.fernando@example.org');
    expect(mail.subject).toBe('We received your inquiry #26');
    expect(mail.body).toContain('Cannot log in');
  });

  it('phone and member number are optional', async () => {
    const response = await submit(inquiry({ phone: undefined, memberNo: undefined, email: 'kasun.silva@example.org' }));
    expect(response.body.statusCode).toBe('00');
    expect(api.db.get('inquiries').find({ inquiryId: response.body.inquiryId }).value()).toMatchObject({ phone: '', memberNo: '' });
  });

  it("400 '05' Please fill in all required fields when name, email, subject or message is missing", async () => {
    for (const field of ['name', 'email', 'subject', 'message']) {
      const response = await submit(inquiry({ [field]: '  ' }));
      expect(response.status, field).toBe(400);
      expect(response.body, field).toEqual({ status: 'Please fill in all required fields', statusCode: '05' });
    }
    expect((await submit([])).status).toBe(400);
  });

  it("'02' for a bad e-mail and for a message over 1000 characters (1000 is fine)", async () => {
    expect((await submit(inquiry({ email: 'amali@' }))).body).toEqual({ status: 'Please enter valid e-mail', statusCode: '02' });
    expect((await submit(inquiry({ message: 'x'.repeat(1001) }))).body).toEqual({ status: 'Message is too long (maximum is 1000 characters)', statusCode: '02' });
    expect((await submit(inquiry({ message: 'x'.repeat(1000) }))).body.statusCode).toBe('00');
    expect(api.db.get('inquiries').value()).toHaveLength(28);
  });

  it('is logged with the e-mail of the person asking', async () => {
    const entry = (await admin.get('/api/api-log/list').query({ filterText: 'inquiry' })).body.data[0];
    expect(entry).toMatchObject({ userId: null, username: 'amali.fernando@example.org', action: 'create', entity: 'inquiry', recordId: 28 });
  });
});

describe('GET para/inquiries (administrator, userList query)', () => {
  it('lists inquiries newest first by default, 10 a page, with the contract row', async () => {
    const { body } = await inquiryList({ searchText: '0', sortParameter: '-1', sortType: 'asc', page: 1, rowsPerPage: 10 });
    expect(body.total).toBe(28);
    expect(body.data).toHaveLength(10);
    expect(body.data[0].inquiryId).toBe(28);
    expect(Object.keys(body.data[0]).sort()).toEqual(['createdAt', 'email', 'handledAt', 'handledBy', 'inquiryId', 'memberNo', 'message', 'name', 'note', 'phone', 'status', 'subject']);
  });

  it('pages, sorts and searches', async () => {
    const page3 = (await inquiryList({ page: 3, rowsPerPage: 10, sortParameter: 'inquiryId', sortType: 'asc' })).body;
    expect(page3.data.map((row) => row.inquiryId)).toEqual([21, 22, 23, 24, 25, 26, 27, 28]);
    const locked = (await inquiryList({ searchText: 'LOCKED', rowsPerPage: 100 })).body;
    expect(locked.total).toBeGreaterThan(1);
    expect(locked.data.every((row) => `${row.subject} ${row.message} ${row.note}`.toLowerCase().includes('locked'))).toBe(true);
    const open = (await inquiryList({ sortParameter: 'status', sortType: 'asc', rowsPerPage: 100 })).body.data.map((row) => row.status);
    expect(open).toEqual([...open].sort((a, b) => a - b));
    expect(new Set(open)).toEqual(new Set([1, 2]));
  });
});

describe('PUT para/inquiries', () => {
  it("'00' marks an inquiry handled by the administrator, with a note", async () => {
    const response = await admin.put('/api/para/inquiries').send({ inquiryId: 26, status: 2, note: 'Unlocked the account' });
    expect(response.body).toEqual({ status: 'Inquiry marked as handled', statusCode: '00' });
    const row = (await inquiryList({ searchText: 'Unlocked the account' })).body.data[0];
    expect(row).toMatchObject({ inquiryId: 26, status: 2, handledBy: 'admin@example.org', note: 'Unlocked the account' });
    expect(Date.parse(row.handledAt)).not.toBeNaN();
  });

  it("'02' for an unknown inquiry or another status", async () => {
    expect((await admin.put('/api/para/inquiries').send({ inquiryId: 999, status: 2 })).body).toEqual({ status: 'Inquiry not found', statusCode: '02' });
    expect((await admin.put('/api/para/inquiries').send({ inquiryId: 27, status: 5 })).body).toEqual({ status: 'Only status 2 (handled) can be set', statusCode: '02' });
    expect(api.db.get('inquiries').find({ inquiryId: 27 }).value().status).toBe(1);
  });

  it('the inquiries collection is not reachable through the generic router', async () => {
    const response = await admin.get('/api/inquiries');
    expect(response.status).toBe(404);
  });
});
