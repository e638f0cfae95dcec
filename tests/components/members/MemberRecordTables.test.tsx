/** MemberRecordTables: status badges, who may delete which row, the delete confirmation, and the staff variant. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemberDetailsPage } from '../../../src/features/members/MemberDetailsPage';
import { MemberRecordTables } from '../../../src/ui/MemberRecordTables';
import { chooseFile, memberApi, memberRoutes, ok, page, pdfFile, pickOption, refused, renderPage, typeInto } from './memberApi';

afterEach(() => vi.unstubAllGlobals());

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('the member own records', () => {
  it('shows status badges and offers delete only on Pending and Rejected rows', async () => {
    const api = memberApi(memberRoutes());
    renderPage(<MemberDetailsPage />, api);
    const approved = await rowOf('Lanka Engineering Services (Pvt) Ltd');
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(await rowOf('Tiny Startup')).getByText('Pending')).toBeInTheDocument();
    expect(within(await rowOf('Tiny Startup')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(await rowOf('Rejected Co')).getByText('Reject')).toBeInTheDocument();
    expect(within(await rowOf('Rejected Co')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('asks "Are you sure?" / "You won\'t be able to revert this!" / "Delete it!", then deletes with the row in the body', async () => {
    const api = memberApi(memberRoutes({ 'DELETE usermanagement/employer/12': () => ok({ status: 'Deleted' }) }));
    renderPage(<MemberDetailsPage />, api);
    fireEvent.click(within(await rowOf('Tiny Startup')).getByRole('button', { name: 'Delete' }));
    const sure = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(sure).getByText("You won't be able to revert this!")).toBeInTheDocument();
    fireEvent.click(within(sure).getByRole('button', { name: 'Delete it!' }));
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
    expect(api.calls('DELETE usermanagement/employer/12')[0].body).toMatchObject({ employerid: 12, companyname: 'Tiny Startup' });
  });

  it('deletes academic and professional rows at their own paths, and shows a refusal', async () => {
    const api = memberApi(
      memberRoutes({
        'GET usermanagement/member/academicqualification_': () =>
          page([{ academicid: 22, institutename: 'Open University', qualificationname: 'Diploma', address: '', fromdate: '2010-01-01', todate: '2011-01-01', status: 1 }]),
        'DELETE usermanagement/academic/22': () => refused('02', 'An approved record can only be removed by the institute'),
        'DELETE usermanagement/prof/31': () => refused('02', 'Record not found'),
      }),
    );
    renderPage(<MemberDetailsPage />, api);
    fireEvent.click(within(await rowOf('Open University')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete it!' }));
    expect(await screen.findByText('An approved record can only be removed by the institute')).toBeInTheDocument();
    expect(api.calls('DELETE usermanagement/academic/22')[0].body).toMatchObject({ academicid: 22, institutename: 'Open University' });
    // the confirmation may still be closing (the page behind it hidden from the accessibility tree)
    fireEvent.click(await within(await rowOf('Chartered Engineer')).findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete it!' }));
    expect(await screen.findByText('Record not found')).toBeInTheDocument(); // the server's words, not a creation text
    expect(api.calls('DELETE usermanagement/prof/31')[0].body).toMatchObject({ id: 31, profession: 'IESL' });
  });
});

describe('the staff variant (owner {userId})', () => {
  const staffRoutes = memberRoutes({
    'GET usermanagement/member/workexperienceadmin/55': () =>
      page([{ employerid: 91, companyname: 'Approved Ltd', desgnation: 'Lead', adddress: 'Kandy', startdate: '2019-01-01', enddate: null, status: 2 }]),
    'GET usermanagement/member/academicqualification_admin/55': () => page([]),
    'GET usermanagement/member/professionalmembership__admin/55': () => page([]),
    'POST usermanagement/member/workexperienceadmin': () => ok(),
  });

  it("lists the member's rows from the admin paths, with the page's row extras; read-only without editable", async () => {
    const api = memberApi(staffRoutes);
    renderPage(<MemberRecordTables owner={{ userId: 55 }} showStatus rowExtras={(kind, record) => <button type="button">{`Approve ${kind} ${record.id}`}</button>} />, api);
    const row = await rowOf('Approved Ltd');
    expect(within(row).getByRole('button', { name: 'Approve employment 91' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(api.calls('GET usermanagement/member/workexperienceadmin/55')[0].query).not.toHaveProperty('userId');
  });

  it('editable: staff delete any row and add records with the userId', async () => {
    const api = memberApi(staffRoutes);
    renderPage(<MemberRecordTables owner={{ userId: 55 }} editable showStatus kinds={['employment']} />, api);
    expect(within(await rowOf('Approved Ltd')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Work Experience' });
    await pickOption(dialog, /Company Name/, 'Lanka', 'Lanka Engineering Services (Pvt) Ltd');
    typeInto(dialog, /^Designation/, 'Engineer');
    typeInto(dialog, /Start Date/, '01/02/2020');
    fireEvent.click(within(dialog).getByLabelText('I am currently working in this role'));
    chooseFile(dialog, 'file', pdfFile());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    fireEvent.click(await within(await screen.findByRole('dialog', { name: 'Are you sure?' })).findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Employee details creation has been success.')).toBeInTheDocument();
    expect(api.calls('POST usermanagement/member/workexperienceadmin')[0].body).toMatchObject({ userId: '55', companynameval: '1', currentemp: 'on' });
  });
});
