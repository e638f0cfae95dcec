/** Save and submit (spec §2, §4, §8 "Applications"): the result dialogs of every code, the submit warning, "Already submitted". */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { ApplicationDetailsPage } from '../../../src/features/applications/ApplicationDetailsPage';
import { memberApi, ok, refused, type Routes } from '../members/memberApi';
import { applicantRoutes, clickButton, headerForm, HEADER, renderApplicant } from './applicationApi';

afterEach(() => vi.unstubAllGlobals());

const UPDATE = 'POST usermanagement/member/updateApplicantDetail';
const SUBMIT = 'POST usermanagement/applicant/approval';

const open = async (overrides: Routes = {}, header: Record<string, unknown> = HEADER) => {
  const api = memberApi(applicantRoutes(header, overrides));
  renderApplicant(<ApplicationDetailsPage />, api);
  return { api, form: await headerForm() };
};

const closeResult = async (text: string) => {
  const dialog = (await screen.findByText(text)).closest('[role="dialog"]') as HTMLElement;
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
};

describe('save: the §8 member update codes', () => {
  it.each([
    ['00', 'Update Successfuly'],
    ['03', 'Update Failed'],
    ['04', 'Invalid NIC number count'],
    ['05', 'Invalid NIC number Last letter'],
    ['06', 'Invalid NIC number'],
    ['07', 'Date of birth is not validated'],
    ['08', 'Your birthday and NIC number does not match'],
    ['09', 'Invalid NIC number'],
    ['10', 'Update Successfuly'],
    ['11', 'Duplicate NIC'],
    ['12', 'Invalid Phone number'],
    ['13', 'Invalid Email address'],
    ['99', 'Please try again !'],
  ])('code %s says "%s" and the page reloads after OK', async (code, text) => {
    const { api } = await open({ [UPDATE]: () => (code === '00' ? ok({ memberData: { applicationId: 5 } }) : refused(code, 'x')) });
    clickButton(await headerForm(), 'Save');
    await closeResult(text);
    await waitFor(() => expect(api.calls('GET usermanagement/user/1').length).toBeGreaterThanOrEqual(2));
  });

  it('Save and Exit saves once, then after "Update Successfuly" leaves for the application dashboard', async () => {
    const Where = () => <span data-testid="where">{useLocation().pathname}</span>;
    const api = memberApi(applicantRoutes(HEADER, { [UPDATE]: () => ok({ memberData: { applicationId: 5 } }) }));
    renderApplicant(
      <>
        <ApplicationDetailsPage />
        <Where />
      </>,
      api,
    );
    clickButton(await headerForm(), 'Save and Exit');
    await closeResult('Update Successfuly');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/member/application-dashboard'));
    expect(api.calls(UPDATE)).toHaveLength(1);
  });

  it("'03' adds the server's reason (e.g. a CV too large)", async () => {
    await open({ [UPDATE]: () => refused('03', 'This PDF is 6.3MB. Please upload a PDF smaller than 5MB.') });
    clickButton(await headerForm(), 'Save');
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('This PDF is 6.3MB. Please upload a PDF smaller than 5MB.')).toBeInTheDocument();
  });
});

describe('submit', () => {
  const submitThrough = async (answer: unknown) => {
    const opened = await open({ [SUBMIT]: () => answer });
    clickButton(opened.form, 'Submit');
    const confirm = await screen.findByRole('dialog', { name: 'Submit for Approval' });
    return { ...opened, confirm };
  };

  it('saves first, then warns that it goes for Council Approval, must be true and accurate, and cannot be updated', async () => {
    const { api, confirm } = await submitThrough(ok());
    expect(api.calls(UPDATE)).toHaveLength(1);
    expect(
      within(confirm).getByText(
        'Your application will go for Council Approval. By submitting you confirm that the details you entered are true and accurate. Once submitted, the application cannot be updated.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Submit for Approval' })).toBeNull());
    expect(api.calls(SUBMIT)).toHaveLength(0);
  });

  it('does not ask to submit when the save is refused', async () => {
    const { api } = await open({ [UPDATE]: () => refused('11', 'Duplicate NIC') });
    clickButton(await headerForm(), 'Submit');
    expect(await screen.findByText('Duplicate NIC')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Submit for Approval' })).toBeNull();
    expect(api.calls(SUBMIT)).toHaveLength(0);
  });

  it.each([
    [ok({ status: 'Submit Successfully', memberData: { applicationId: 5 } }), 'Submit Successfully'],
    [refused('04', 'This NIC number associates with an existing member.'), 'This NIC number associates with an existing member.'],
    [refused('05', 'Enter your academic qualifications before submit the application'), 'Enter your academic qualifications before submit the application'],
    [refused('02', 'Submit Failed'), 'Submit Failed'],
    [refused('02', 'Submit Failed: Initials cannot be empty'), 'Submit Failed: Initials cannot be empty'],
    [refused('07', 'anything'), 'Submit Failed'],
  ])('answer %j says "%s"; OK reloads the application', async (answer, text) => {
    const { api, confirm } = await submitThrough(answer);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Submit' }));
    await closeResult(text);
    expect(api.calls(SUBMIT)).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET usermanagement/user/1').length).toBeGreaterThanOrEqual(2));
  });
});

describe('once submitted', () => {
  it.each([
    [3, null],
    [17, 'Your application is under council review.'],
  ])('status %s: only the red "Already submitted" badge, the form read-only, tables without actions', async (status, notice) => {
    await open({}, { ...HEADER, status, applicationStatus: 15 });
    const form = await headerForm();
    expect(within(form).getByText('Already submitted')).toBeInTheDocument();
    expect(within(form).getByTestId('already-submitted')).toHaveClass('MuiChip-colorError'); // red
    for (const name of ['Save', 'Save and Exit', 'Submit']) expect(within(form).queryByRole('button', { name })).toBeNull();
    expect(within(form).getByLabelText(/Full Name/)).toHaveAttribute('readonly');
    expect(within(form).queryByTestId('file-cvFile')).toBeNull();
    expect(await screen.findByText('Tiny Startup')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Employment Details' })).toBeNull();
    if (notice) expect(screen.getByText(notice)).toBeInTheDocument();
  });

  it('a rejected application shows the reason and can be corrected and submitted again', async () => {
    await open({}, { ...HEADER, status: 16, applicationStatus: 16, decisionComment: 'Service letter is not signed.', decidedAt: '2026-11-20T05:00:00Z' });
    expect(await screen.findByTestId('rejection-reason')).toHaveTextContent('Reason: Service letter is not signed.Rejected on 20/11/2026');
    const form = await headerForm();
    expect(within(form).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(within(form).queryByText('Already submitted')).toBeNull();
  });
});

describe('the record tables', () => {
  it('offer Add buttons, edit and delete for employment, delete only for academic and professional', async () => {
    await open();
    const employment = await screen.findByRole('region', { name: 'Employment Details' });
    const row = (await within(employment).findByText('Tiny Startup')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const academic = screen.getByRole('region', { name: 'Academic Qualification Details' });
    const academicRow = (await within(academic).findByText('University of Colombo')).closest('tr') as HTMLElement;
    expect(within(academicRow).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(academicRow).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(employment).getByRole('button', { name: 'Add Employment Details' })).toBeInTheDocument();
    expect(within(academic).getByRole('button', { name: 'Add Academic Qualifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Professional Bodies' })).toBeInTheDocument();
  });

  it('edits an employment row in the Work Experience dialog filled from the row (PUT, multipart, the stored letter kept)', async () => {
    const { api } = await open({ 'PUT usermanagement/member/workexperience/12': () => ok({ status: 'Updated' }) });
    const employment = await screen.findByRole('region', { name: 'Employment Details' });
    const row = (await within(employment).findByText('Tiny Startup')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Work Experience' });
    expect(within(dialog).getByLabelText(/Company Name \(Other\)/)).toHaveValue('Tiny Startup');
    expect(within(dialog).getByLabelText(/^Designation/)).toHaveValue('Intern');
    expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('Kandy');
    expect(within(dialog).getByLabelText(/Contact Number/)).toHaveValue('0812345678');
    expect(within(dialog).getByLabelText(/Start Date/)).toHaveValue('01/01/2017');
    expect(within(dialog).getByLabelText(/End Date/)).toHaveValue('30/06/2018');
    fireEvent.change(within(dialog).getByLabelText(/^Designation/), { target: { value: 'Junior Engineer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    fireEvent.click(await within(await screen.findByRole('dialog', { name: 'Are you sure?' })).findByRole('button', { name: 'Update it!' }));
    await waitFor(() => expect(api.calls('PUT usermanagement/member/workexperience/12')).toHaveLength(1));
    const [sent] = api.calls('PUT usermanagement/member/workexperience/12');
    expect(sent.multipart).toBe(true);
    // the wire names, each once: the row's dates are sent as startDate/endDate only, not again as startdate/enddate
    expect(sent.body).toEqual({
      employerid: '12',
      companyname: 'Other',
      companynameval: 'other',
      companynameother: 'Tiny Startup',
      desgnation: 'Junior Engineer',
      adddress: 'Kandy',
      phonenumber: '812345678',
      currentemp: 'off',
      startDate: '2017-01-01',
      endDate: '2018-06-30',
      status: '1',
      fileId: '4',
      fileName: 'letter.pdf',
    });
  });
});
