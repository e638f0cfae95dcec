/** /user/member-profile (spec §2, §5 "Edit profile modal", §8 "Profile update"). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemberProfilePage } from '../../../src/features/members/MemberProfilePage';
import { memberApi, memberRoutes, refused, renderPage, typeInto, waitForCalls } from './memberApi';

afterEach(() => vi.unstubAllGlobals());

const card = (name: string) => screen.findByRole('region', { name });

describe('member profile screen', () => {
  it('shows the account, the member details and the three read-only tables', async () => {
    const api = memberApi(memberRoutes());
    renderPage(<MemberProfilePage />, api);
    const account = await card('User Account Details');
    expect(await within(account).findByText('member@example.org')).toBeInTheDocument();
    expect(within(account).getByText('15/01/2027')).toBeInTheDocument();
    expect(within(account).getByText('15/01/2024')).toBeInTheDocument(); // Created At
    for (const label of ['User Name', 'Created At', 'Expire Date']) expect(within(account).getByText(label)).toBeInTheDocument();
    const profile = await card('Member Profile Details');
    for (const text of ['M0042', 'Mr', 'Nimal Perera', 'Associate', '12/04/1985', '851031234V', '12, Galle Road, Colombo 03', 'member@example.org', 'Engineer', '0771234567'])
      expect(await within(profile).findByText(text)).toBeInTheDocument();
    const employment = await card('Employment Details');
    for (const column of ['Start Date', 'End Date', 'Company Name', 'Designation', 'Address']) expect(within(employment).getByText(column)).toBeInTheDocument();
    expect(await within(employment).findByText('Tiny Startup')).toBeInTheDocument();
    expect(within(employment).queryByText('Status')).toBeNull();
    expect(within(employment).queryByRole('button', { name: /delete/i })).toBeNull();
    const academic = await card('Academic Qualification Details');
    for (const column of ['Institute', 'Name of the qualification']) expect(within(academic).getByText(column)).toBeInTheDocument();
    const professional = await card('Professional Membership Details');
    for (const column of ['Institute/Body', 'Name of the membership']) expect(within(professional).getByText(column)).toBeInTheDocument();
    expect(within(employment).getByRole('textbox', { name: 'Search Data' })).toBeInTheDocument();
    expect(api.calls('GET usermanagement/member/workexperience')[0].query).toMatchObject({ page: '1', perPage: '10', sortColumn: 'startdate', sortDirection: 'desc' });
  });

  it('sorts a table by a column and filters it by text on the server', async () => {
    const api = memberApi(memberRoutes());
    renderPage(<MemberProfilePage />, api);
    const employment = await card('Employment Details');
    await within(employment).findByText('Tiny Startup');
    fireEvent.click(within(employment).getByText('Company Name'));
    await waitForCalls(api, 'GET usermanagement/member/workexperience', 2);
    expect(api.calls('GET usermanagement/member/workexperience').at(-1)?.query).toMatchObject({ sortColumn: 'companyname' });
    fireEvent.change(within(employment).getByRole('textbox', { name: 'Search Data' }), { target: { value: 'Tiny' } });
    await waitForCalls(api, 'GET usermanagement/member/workexperience', 3);
    expect(api.calls('GET usermanagement/member/workexperience').at(-1)?.query).toMatchObject({ filterText: 'Tiny', page: '1' });
  });

  it('tells a user without a member record so, instead of the member cards', async () => {
    const api = memberApi(memberRoutes({ 'GET usermanagement/member/1': () => ({ memberData: 'No Member' }) }));
    renderPage(<MemberProfilePage />, api);
    expect(await screen.findByText(/has no member record/)).toBeInTheDocument();
    expect(await card('User Account Details')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Member Profile Details' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Employment Details' })).toBeNull();
  });

  it('edits the contact details: §5 messages, then "Update Successfuly" and a reload', async () => {
    const api = memberApi(memberRoutes({ 'POST usermanagement/member/userProfileUpdateMember': () => ({ statusCode: '00', status: 'Update Successfuly' }) }));
    renderPage(<MemberProfilePage />, api);
    fireEvent.click(await within(await card('Member Profile Details')).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Member Profile Details' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    typeInto(dialog, /Contact Number/, '');
    typeInto(dialog, /Address Line 1/, '');
    typeInto(dialog, /Address Line 2/, '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Contact Number cannot be empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Address Line 1 Required')).toBeInTheDocument();
    expect(within(dialog).getByText('Address Line 2 Required')).toBeInTheDocument();
    typeInto(dialog, /Contact Number/, '07712x4567');
    fireEvent.blur(within(dialog).getByLabelText(/Contact Number/));
    expect(await within(dialog).findByText('Invalid contact number')).toBeInTheDocument();
    typeInto(dialog, /Contact Number/, '0094771234567');
    fireEvent.blur(within(dialog).getByLabelText(/Contact Number/));
    expect(await within(dialog).findByText('Please enter valid number')).toBeInTheDocument();
    typeInto(dialog, /Contact Number/, '+94771234567');
    typeInto(dialog, /Address Line 1/, '14');
    typeInto(dialog, /Address Line 2/, 'Flower Road');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    fireEvent.click(await within(await screen.findByRole('dialog', { name: 'Are you sure?' })).findByRole('button', { name: 'Update it!' }));
    expect(await screen.findByText('Update Successfuly')).toBeInTheDocument();
    expect(api.calls('POST usermanagement/member/userProfileUpdateMember')[0].body).toMatchObject({
      contactNumber: '+94771234567',
      addressNo: '14',
      addressSt: 'Flower Road',
      addressCity: 'Colombo 03',
    });
    await waitForCalls(api, 'GET usermanagement/member/1', 2);
  });

  it('says "Update Failed" when the server refuses', async () => {
    const api = memberApi(memberRoutes({ 'POST usermanagement/member/userProfileUpdateMember': () => refused('02', 'Invalid contact number') }));
    renderPage(<MemberProfilePage />, api);
    fireEvent.click(await within(await card('Member Profile Details')).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Member Profile Details' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    fireEvent.click(await within(await screen.findByRole('dialog', { name: 'Are you sure?' })).findByRole('button', { name: 'Update it!' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
  });
});
