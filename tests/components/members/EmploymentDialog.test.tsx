/** The Work Experience dialog on /member/view-member-details (spec §3 Employment form, §5, §8 "Employment add"). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemberDetailsPage } from '../../../src/features/members/MemberDetailsPage';
import { todayWire, wireDateToForm } from '../../../src/domain/dates';
import { chooseFile, memberApi, memberRoutes, ok, pdfFile, pickOption, refused, renderPage, typeInto, type Routes } from './memberApi';

afterEach(() => vi.unstubAllGlobals());

const CREATE = 'POST usermanagement/member/workexperience';

const openDialog = async (routes: Routes = {}) => {
  const api = memberApi(memberRoutes(routes));
  renderPage(<MemberDetailsPage />, api);
  const table = await screen.findByRole('region', { name: 'Employment Details' });
  fireEvent.click(within(table).getByRole('button', { name: 'Add' }));
  const dialog = await screen.findByRole('dialog', { name: 'Work Experience' });
  return { api, dialog };
};

const save = async (dialog: HTMLElement) => {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  fireEvent.click(await within(await screen.findByRole('dialog', { name: 'Are you sure?' })).findByRole('button', { name: 'Yes' }));
};

const fillCompany = async (dialog: HTMLElement) => {
  await pickOption(dialog, /Company Name/, 'Ceylon', 'Ceylon Digital Solutions PLC');
  typeInto(dialog, /^Designation/, 'Engineer');
  typeInto(dialog, /Start Date/, '01/02/2020');
  typeInto(dialog, /End Date/, '31/12/2022');
  chooseFile(dialog, 'file', pdfFile());
};

describe('Work Experience dialog', () => {
  it('labels company name, designation, address, contact number, start date and file required (spec §5); the phone refuses "e"', async () => {
    const { dialog } = await openDialog();
    const labels = Array.from(dialog.querySelectorAll('label')).map((label) => (label.textContent ?? '').trim());
    const labelOf = (start: string) => labels.find((text) => text.startsWith(start));
    for (const start of ['Company Name', 'Designation', 'Address', 'Contact Number', 'Start Date', 'Service Letter']) expect(labelOf(start), start).toMatch(/\*$/);
    expect(labelOf('End Date')).not.toMatch(/\*$/);
    const phone = within(dialog).getByLabelText(/Contact Number/);
    expect(fireEvent.keyDown(phone, { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(phone, { key: 'E' })).toBe(false);
    expect(fireEvent.keyDown(phone, { key: '7' })).toBe(true);
  });

  it('shows the §5 required messages', async () => {
    const { dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const text of ['Company name is required', 'Designation is required', 'Service letter is required', 'Please Select Start Date', 'Please Select End Date or Select the current employee'])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });

  it('fills address and phone read-only from the chosen company; Other reveals a free-text name and frees them', async () => {
    const { dialog } = await openDialog();
    await pickOption(dialog, /Company Name/, 'Lanka', 'Lanka Engineering Services (Pvt) Ltd');
    const address = within(dialog).getByLabelText(/^Address/);
    expect(address).toHaveValue('45 Galle Road, Colombo 03');
    expect(address).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(/Contact Number/)).toHaveValue('0112345601');
    expect(within(dialog).queryByLabelText(/Company Name \(Other\)/)).toBeNull();
    await pickOption(dialog, /^Company Name/, 'Oth', 'Other');
    expect(await within(dialog).findByLabelText(/Company Name \(Other\)/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/^Address/)).not.toHaveAttribute('readonly');
  });

  it('hides the end date while "I am currently working in this role" is ticked', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByLabelText(/End Date/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('I am currently working in this role'));
    expect(within(dialog).queryByLabelText(/End Date/)).toBeNull();
  });

  it('refuses an end date before the start date and dates after today', async () => {
    const { dialog } = await openDialog();
    typeInto(dialog, /Start Date/, '01/02/2020');
    typeInto(dialog, /End Date/, '01/01/2020');
    fireEvent.blur(within(dialog).getByLabelText(/End Date/));
    expect(await within(dialog).findByText("You can't select the End date before the Start Date")).toBeInTheDocument();
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    typeInto(dialog, /Start Date/, wireDateToForm(todayWire(tomorrow)));
    fireEvent.blur(within(dialog).getByLabelText(/Start Date/));
    expect(await within(dialog).findByText('Dates cannot be later than today')).toBeInTheDocument();
  });

  it('posts multipart with the wire names and says "Saved!" / "Employee details creation has been success."', async () => {
    const { api, dialog } = await openDialog({ [CREATE]: () => ok() });
    await fillCompany(dialog);
    await save(dialog);
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(screen.getByText('Employee details creation has been success.')).toBeInTheDocument();
    const [request] = api.calls(CREATE);
    expect(request.multipart).toBe(true);
    expect(request.body).toMatchObject({
      companyname: 'Ceylon Digital Solutions PLC',
      companynameval: '2',
      desgnation: 'Engineer',
      adddress: '120 Union Place, Colombo 02',
      phonenumber: '112345602',
      currentemp: 'off',
      startDate: '2020-02-01',
      endDate: '2022-12-31',
    });
    expect((request.body?.file as File).name).toBe('letter.pdf');
    expect(request.body).not.toHaveProperty('company_name');
  });

  it('sends Other with the typed name, currentemp on and no end date', async () => {
    const { api, dialog } = await openDialog({ [CREATE]: () => ok() });
    await pickOption(dialog, /Company Name/, 'Oth', 'Other');
    typeInto(dialog, /Company Name \(Other\)/, 'Tiny Startup');
    typeInto(dialog, /^Designation/, 'Founder');
    typeInto(dialog, /Contact Number/, 'n/a');
    typeInto(dialog, /Start Date/, '01/02/2021');
    typeInto(dialog, /End Date/, '01/03/2021');
    fireEvent.click(within(dialog).getByLabelText('I am currently working in this role'));
    chooseFile(dialog, 'file', pdfFile());
    await save(dialog);
    await screen.findByText('Saved!');
    const { body } = api.calls(CREATE)[0];
    expect(body).toMatchObject({ companyname: 'Other', companynameother: 'Tiny Startup', currentemp: 'on', phonenumber: '0' });
    expect(body).not.toHaveProperty('endDate');
  });

  it.each([
    ['02', 'pdf required', 'Please upload a PDF file.'],
    ['03', "You can't select same date for 2 jobs", "You can't select same Start date for 2 jobs."],
    ['04', "You can't select the same Start date and End Date", "You can't select the same Start date and End Date"],
    ['05', "You can't select the End date before the Start Date", "You can't select the End date before the Start Date"],
    ['06', 'Designation is too long', 'Employee details creation has been failed.'],
  ])("answers '%s' with the §8 text", async (code, message, text) => {
    const { dialog } = await openDialog({ [CREATE]: () => refused(code, message) });
    await fillCompany(dialog);
    await save(dialog);
    expect(await screen.findByText(text, { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Failed!')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Work Experience' })).toBeInTheDocument();
  });

  it.each([
    [413, 'storage', 'Your storage is full (50 MB). Delete a file you no longer need, or ask the institute.'],
    [409, 'records', 'You can keep at most 50 employment records.'],
  ])("shows a %s at the account's %s limit in the server's words, not the fallback", async (status, limit, text) => {
    const { dialog } = await openDialog({ [CREATE]: () => [status, { ...refused('02', text), limit }] });
    await fillCompany(dialog);
    await save(dialog);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Employee details creation has been failed.')).toBeNull();
  });
});
