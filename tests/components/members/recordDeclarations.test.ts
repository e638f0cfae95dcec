/** The record declarations: one per kind, the staff variant derived from it (spec §7 admin lists and creates). */
import { describe, expect, it } from 'vitest';
import { academic, academicStaff, employment, employmentStaff, professional, professionalStaff } from '../../../resources/memberRecords';
import { tableResource } from '../../../src/ui/MemberRecordTables';
import type { FieldDef } from '../../../src/framework/types';

describe('member record declarations', () => {
  it.each([
    [employment, employmentStaff, 'GET usermanagement/member/workexperienceadmin/{userId}', 'POST usermanagement/member/workexperienceadmin'],
    [academic, academicStaff, 'GET usermanagement/member/academicqualification_admin/{userId}', 'POST usermanagement/member/academicqualificationadmin'],
    [professional, professionalStaff, 'GET usermanagement/member/professionalmembership__admin/{userId}', 'POST usermanagement/member/professionalmembershipadmin'],
  ])('%# staff variant: same form, texts and delete, admin list and create, any row deletable', (own, staff, list, create) => {
    expect(staff.name).toBe(`${own.name}Staff`);
    expect(staff.api).toMatchObject({ list, create, delete: own.api.delete, multipart: true });
    expect(staff.notify).toBe(own.notify);
    expect(staff.dialog).toBe(own.dialog);
    for (const [name, def] of Object.entries(own.fields)) expect(staff.fields[name]).toBe(def);
    expect(staff.list?.actionWhen).toEqual({});
    expect(own.list?.actionWhen?.delete?.({ id: 1, status: 2 }, {})).toBe(false);
    expect(own.list?.actionWhen?.delete?.({ id: 1, status: 1 }, {})).toBe(true);
    expect(own.list?.actionWhen?.delete?.({ id: 1, status: 16 }, {})).toBe(true);
  });

  it("employment declares designation, address and dates once, under the row's names; the form sends the dates as startDate/endDate", () => {
    const fields = employment.fields as Readonly<Record<string, FieldDef>>;
    for (const formName of ['designation', 'company_address', 'startDate', 'endDate']) expect(fields[formName], formName).toBeUndefined();
    expect(fields.desgnation).toMatchObject({ kind: 'text' });
    expect(fields.desgnation.readOnly).toBeUndefined();
    expect(fields.desgnation.sendAs).toBeUndefined();
    expect(fields.adddress.sendAs).toBeUndefined();
    expect(fields.startdate).toMatchObject({ kind: 'date', sendAs: 'startDate' });
    expect(fields.enddate).toMatchObject({ kind: 'date', sendAs: 'endDate', notBefore: { field: 'startdate' } });
    // the hand mapping keeps only what the row holds otherwise than the form (company as Other, phone, flag, letter)
    const row = { id: 12, companyname: 'Tiny Startup', desgnation: 'Intern', adddress: 'Kandy', phonenumber: '812345678', startdate: '2017-01-01', enddate: '2018-06-30', fileName: 'l.pdf' };
    expect(Object.keys(employment.dialog?.editValues?.(row) ?? {}).sort()).toEqual(['companyName', 'company_name', 'company_phone', 'currentemp', 'file']);
  });

  it('tables: read-only without status on the profile, editable with status on the records page', () => {
    expect(tableResource('employment', 'self', false, false).list).toMatchObject({
      columns: ['startdate', 'enddate', 'companyname', 'desgnation', 'adddress'],
      rowActions: [],
      canCreate: false,
    });
    expect(tableResource('academic', { userId: 5 }, true, true)).toMatchObject({
      name: 'memberAcademicStaff',
      list: { columns: ['fromdate', 'todate', 'institutename', 'qualificationname', 'address', 'status'], rowActions: ['delete'], canCreate: true },
    });
  });
});
