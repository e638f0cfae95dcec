// Shared by the members-*.test.mjs files: a second member's login, real PDFs, and what is in the uploads dir.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { makeTextPdf } from '../../mock-api/lib/files/pdf.mjs';
import { signin } from './helpers.mjs';

/** Seeded member M0002 (user 4), another member than the demo one. */
export const OTHER_MEMBER = { username: 'user04@example.org', password: 'User@123', userid: 4 };

export async function tokenOfOther(request) {
  const response = await signin(request, OTHER_MEMBER.username, OTHER_MEMBER.password);
  if (!response.body.token) throw new Error(`login of ${OTHER_MEMBER.username} failed`);
  return response.body.token;
}

export const samplePdf = async (title = 'Service letter') => Buffer.from(await makeTextPdf({ title, lines: ['Issued for a test.'] }));

/** A PDF of `bytes` bytes: a real PDF followed by padding. */
export const pdfOfSize = async (bytes) => {
  const pdf = await samplePdf();
  return Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length, 0x20)]);
};

export const uploadsIn = (dataDir) => readdirSync(path.join(dataDir, 'uploads')).sort();

/** A multipart POST: fields as text, plus one file when given. */
export function multipart(request, url, token, fields, file) {
  let call = request.post(url).set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  if (file) call = call.attach(file.field, file.buffer, { filename: file.filename ?? 'letter.pdf', contentType: file.contentType ?? 'application/pdf' });
  return call;
}

export const EMPLOYMENT = { companyname: 'Other', companynameval: 'Other', companynameother: 'Lakeside Analytics', desgnation: 'Data Analyst', adddress: '5 Lake Road, Kandy', phonenumber: '0812345678', currentemp: 'off', startDate: '2021-03-01', endDate: '2023-02-28' };
export const ACADEMIC = { institutename: 'University of Kelaniya', institutenameval: '5', qualificationname: 'Masters by Course Work', qualname: '', parttimefulltime: 'Part-time', academicuni: '', address: '', fromDate: '2018-01-08', toDate: '2019-12-20', admitDate: '2020-03-01' };
export const PROFESSIONAL = { membername: 'Institute of Data Professionals', profession: 'Associate Member', grade: 'AMIDP', address: 'Colombo 05', entrymethod: 'Examination', startdate: '2020-06-01', enddate: '' };
