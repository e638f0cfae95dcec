import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminEditMemberPage } from '../../../src/features/memberAdmin/AdminEditMemberPage';
import { titleOptions } from '../../../src/features/memberAdmin/useMemberChoices';
import { MEMBER, RECORD_ROUTES } from './memberFixtures';
import { failed, ok, renderPage, stubApi, waitForCall, type Routes } from './memberApi';

afterEach(() => vi.unstubAllGlobals());

const UPDATE = 'POST application/updatemember/11';
const show = (routes: Routes = {}) => {
  const api = stubApi({
    'GET application/memberdetail/11': () => ({ memberData: MEMBER }),
    'GET usermanagement/get-member-titles': () => [{ titleId: 1, title: 'Mr' }, { titleId: 4, title: 'Dr' }, { titleId: 5, title: 'Rev' }],
    'GET usermanagement/get-member-types': () => [{ memberTypeId: 2, typeDes: 'Associate Member' }, { memberTypeId: 3, typeDes: 'Corporate Member' }],
    [UPDATE]: () => ok('Update Successfuly'),
    ...RECORD_ROUTES,
    ...routes,
  });
  renderPage(<AdminEditMemberPage />, '/member/admineditmember?memberID=11');
  return api;
};
const form = () => screen.findByRole('form', { name: 'Member Details' });
const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value } });

describe('Edit Member (/member/admineditmember)', () => {
  it('offers Mr, Ms, Miss and then the other seeded titles', async () => {
    expect(titleOptions(['Mr', 'Dr', 'Rev']).map((o) => o.name)).toEqual(['Mr', 'Ms', 'Miss', 'Dr', 'Rev']);
    show();
    await form();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Title/ }));
    const options = await screen.findAllByRole('option');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Mr', 'Ms', 'Miss', 'Dr', 'Rev']));
    expect(options.length).toBeGreaterThan(0);
  });

  it('keeps NIC and date of birth read-only once set', async () => {
    show();
    await form();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^NIC or Passport No/ })).toHaveValue('199012345678'));
    expect(screen.getByRole('textbox', { name: /^NIC or Passport No/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^Date of Birth/ })).toHaveValue('01/05/1990');
    expect(screen.getByRole('textbox', { name: /^Date of Birth/ })).toHaveAttribute('readonly');
  });

  it('says each rule in the spec words and sends nothing', async () => {
    const api = show();
    await form();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^First Name/ })).toHaveValue('Nimal'));
    type('First Name', '');
    type('Last Name', '');
    type('Designation', 'Engineer 2');
    type('Contact Number', '12345');
    type('Email', 'not-an-email');
    type('Address Line 1', '');
    type('Address Line 2', '');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    for (const message of ['First Name Required', 'Last Name Required', 'Only alphabets are allowed for this field', 'Invalid contact number', 'Please enter valid e-mail', 'Address Line 1 Required', 'Address Line 2 Required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    type('Contact Number', '+9477123456789');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please enter valid number')).toBeInTheDocument();
    expect(api.calls(UPDATE)).toHaveLength(0);
  });

  it('updates without NIC and date of birth once set: "Update Successfuly"', async () => {
    const api = show();
    await form();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Designation/ })).toHaveValue('Engineer'));
    type('Designation', 'Senior Engineer');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitForCall(api, UPDATE);
    expect(api.calls(UPDATE)[0].body).toEqual({
      title: 'Mr', firstName: 'Nimal', middleName: '', lastName: 'Perera', membertypeid: 2, designation: 'Senior Engineer',
      mobileNo: '0771234567', email: 'nimal@example.org', addressNo: '12', addressSt: 'Galle Road', addressCity: 'Colombo',
    });
    expect(await screen.findByText('Update Successfuly')).toBeInTheDocument();
  });

  it('sends NIC and date of birth (YYYY-MM-DD) while unset; a refusal says "Update Failed"', async () => {
    const api = show({
      'GET application/memberdetail/11': () => ({ memberData: { ...MEMBER, nicNumber: null, dob: null } }),
      [UPDATE]: () => failed('NIC already used'),
    });
    await form();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^NIC or Passport No/ })).not.toHaveAttribute('readonly'));
    type('NIC or Passport No', '12345');
    type('Date of Birth', '31/02/1990');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Invalid NIC format')).toBeInTheDocument();
    expect(screen.getByText('Please enter the date as DD/MM/YYYY')).toBeInTheDocument();
    type('NIC or Passport No', '901234567V');
    type('Date of Birth', '01/05/1990');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitForCall(api, UPDATE);
    expect(api.calls(UPDATE)[0].body).toMatchObject({ nicNumber: '901234567V', dob: '1990-05-01' });
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
  });

  it('lists the member records below the form', async () => {
    show();
    const employment = await screen.findByRole('region', { name: 'Employment Details' });
    expect(await within(employment).findByText('Ceylon Tea Ltd')).toBeInTheDocument();
  });
});
