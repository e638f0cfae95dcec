/** The applicant's header form (spec §2, §5 "Applicant profile", "Uploads" CV): every message, the CV texts. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApplicationDetailsPage } from '../../../src/features/applications/ApplicationDetailsPage';
import { memberApi, pdfFile } from '../members/memberApi';
import { APPLICATION_TEXT } from '../../../src/domain/applicationRules.mjs';
import { applicantRoutes, clickButton, headerForm, HEADER, renderApplicant, setField } from './applicationApi';

afterEach(() => vi.unstubAllGlobals());

const open = async (header: Record<string, unknown> = HEADER) => {
  const api = memberApi(applicantRoutes(header));
  renderApplicant(<ApplicationDetailsPage />, api);
  const form = await headerForm();
  return { api, form };
};

const UNSTORED = { ...HEADER, nicNumber: '', dob: '' };
const EMPTY = Object.fromEntries(Object.entries(HEADER).map(([k, v]) => [k, typeof v === 'string' ? '' : v]));

describe('the applicant profile form', () => {
  it('shows every required message of §5 and sends nothing', async () => {
    const { api, form } = await open({ ...EMPTY, membertypeid: '', email: 'applicant@example.org' });
    clickButton(form, 'Save');
    for (const text of [
      'Member Type cannot be empty', 'Title cannot be empty', 'Initials cannot be empty', 'Last Name cannot be empty',
      'Full Name cannot be empty', 'NIC Number cannot be empty', 'Contact Number cannot be empty', 'Address Line 1 cannot be empty',
      'Address Line 2 cannot be empty',
    ])
      expect(await within(form).findByText(text)).toBeInTheDocument();
    // LinkedIn and WhatsApp are optional: nobody is stopped for want of a social account
    expect(within(form).queryByText(/LinkedIn cannot be empty|WhatsApp cannot be empty/)).toBeNull();
    expect(api.calls('POST usermanagement/member/updateApplicantDetail')).toHaveLength(0);
  });

  it('saves a draft without LinkedIn or WhatsApp', async () => {
    const { api, form } = await open({ ...HEADER, linkedin: '', whatsapp: '' });
    clickButton(form, 'Save');
    expect(await screen.findByText('Update Successfuly')).toBeInTheDocument();
    expect(api.calls('POST usermanagement/member/updateApplicantDetail')[0].body).toMatchObject({ linkedin: '', whatsapp: '' });
  });

  it('checks a LinkedIn or WhatsApp given, with the words the API answers', async () => {
    const { api, form } = await open({ ...HEADER, linkedin: '', whatsapp: '' });
    setField(form, /^LinkedIn/, 'kamal silva');
    setField(form, /^WhatsApp/, '12ab');
    clickButton(form, 'Save');
    expect(await within(form).findByText(APPLICATION_TEXT.linkedinInvalid)).toBeInTheDocument();
    expect(within(form).getByText(APPLICATION_TEXT.whatsappInvalid)).toBeInTheDocument();
    expect(api.calls('POST usermanagement/member/updateApplicantDetail')).toHaveLength(0);
  });

  it('makes the NIC and the date of birth read-only once the application holds them (spec §3)', async () => {
    const stored = await open();
    expect(within(stored.form).getByLabelText(/NIC or Passport No/)).toHaveAttribute('readonly');
    expect(within(stored.form).getByLabelText(/Date of Birth/)).toHaveAttribute('readonly');
    expect(within(stored.form).getByLabelText(/Full Name/)).not.toHaveAttribute('readonly');
  });

  it('leaves the NIC and the date of birth open while the application holds neither', async () => {
    const { form } = await open(UNSTORED);
    expect(within(form).getByLabelText(/NIC or Passport No/)).not.toHaveAttribute('readonly');
    expect(within(form).getByLabelText(/Date of Birth/)).not.toHaveAttribute('readonly');
  });

  it.each([
    [/Name with Initials/, 'A'.repeat(26), 'Invalid name'],
    [/^Last Name/, 'Silva2', 'Please enter your last name using only letters'],
    [/NIC or Passport No/, '85103123', 'Invalid NIC format'],
    [/NIC or Passport No/, '1234567890123', 'NIC number must be 12 characters long'],
    [/NIC or Passport No/, '851041234V', 'Your birthday and NIC number does not match'],
    [/Contact Number/, '12345', 'Invalid contact number'],
    [/Contact Number/, '0771234567890', 'Please enter valid number'],
    [/Date of Birth/, '01/01/2999', 'Date of birth cannot be later than today'],
    [/Date of Birth/, '', 'Date of birth is not validated'],
  ])('%s = "%s" says "%s"', async (label, value, text) => {
    // an application holding no NIC or date of birth yet: both may still be typed
    const { api, form } = await open(UNSTORED);
    setField(form, /NIC or Passport No/, HEADER.nicNumber);
    setField(form, /Date of Birth/, '12/04/1985');
    setField(form, label, value);
    clickButton(form, 'Save');
    expect(await within(form).findByText(text)).toBeInTheDocument();
    expect(api.calls('POST usermanagement/member/updateApplicantDetail')).toHaveLength(0);
  });

  it('takes initials of exactly 25 characters (spec §9: at most 25)', async () => {
    const { api, form } = await open();
    setField(form, /Name with Initials/, 'A'.repeat(25));
    clickButton(form, 'Save');
    expect(await screen.findByText('Update Successfuly')).toBeInTheDocument();
    expect(within(form).queryByText('Invalid name')).toBeNull();
    expect(api.calls('POST usermanagement/member/updateApplicantDetail')[0].body).toMatchObject({ nameWithInitials: 'A'.repeat(25) });
  });

  it('says "E-mail cannot be empty" for an empty stored e-mail, which is read-only', async () => {
    const { form } = await open({ ...HEADER, email: '' });
    expect(within(form).getByLabelText(/^E-mail/)).toHaveAttribute('readonly');
    clickButton(form, 'Save');
    expect(await within(form).findByText('E-mail cannot be empty')).toBeInTheDocument();
  });

  it('says "Please enter valid e-mail" for a malformed stored e-mail', async () => {
    const { form } = await open({ ...HEADER, email: 'not-an-address' });
    clickButton(form, 'Save');
    expect(await within(form).findByText('Please enter valid e-mail')).toBeInTheDocument();
  });

  it('blocks typing the letter e in the contact number; Facebook, Instagram, Twitter and address line 3 are optional', async () => {
    const { form } = await open();
    const contact = within(form).getByLabelText(/Contact Number/);
    expect(fireEvent.keyDown(contact, { key: 'e' })).toBe(false);
    expect(fireEvent.keyDown(contact, { key: '5' })).toBe(true);
    expect(within(form).getByLabelText(/^Facebook/)).not.toBeRequired();
    expect(within(form).getByLabelText(/^Instagram/)).not.toBeRequired();
    expect(within(form).getByLabelText(/^Twitter/)).not.toBeRequired();
    expect(within(form).getByLabelText(/^Address Line 3/)).not.toBeRequired();
    expect(within(form).getByLabelText(/^LinkedIn/)).not.toBeRequired();
    expect(within(form).getByLabelText(/^WhatsApp/)).not.toBeRequired();
  });

  it('saves every field as multipart with the date of birth as YYYY-MM-DD and the chosen CV', async () => {
    const { api, form } = await open();
    setField(form, /Full Name/, 'Kamal Asanka Silva Perera');
    fireEvent.change(within(form).getByTestId('file-cvFile'), { target: { files: [pdfFile('cv.pdf')] } });
    clickButton(form, 'Save');
    expect(await screen.findByText('Update Successfuly')).toBeInTheDocument();
    const [sent] = api.calls('POST usermanagement/member/updateApplicantDetail');
    expect(sent.multipart).toBe(true);
    expect(sent.body).toMatchObject({ fullName: 'Kamal Asanka Silva Perera', dob: '1985-04-12', nicNumber: '851031234V', membertypeid: '2', title: 'Mr', linkedin: 'linkedin.com/in/kamal' });
    expect(sent.body?.cvFile).toBeInstanceOf(File);
    expect(sent.body).not.toHaveProperty('email');
  });

  it("shows a save refused at the account's storage limit in the server's words, not 'Please try again !'", async () => {
    const full = 'Your storage is full (50 MB). Delete a file you no longer need, or ask the institute.';
    const api = memberApi(applicantRoutes(HEADER, { 'POST usermanagement/member/updateApplicantDetail': () => [413, { status: full, statusCode: '02', message: full, limit: 'storage' }] }));
    renderApplicant(<ApplicationDetailsPage />, api);
    const form = await headerForm();
    fireEvent.change(within(form).getByTestId('file-cvFile'), { target: { files: [pdfFile('cv.pdf')] } });
    clickButton(form, 'Save');
    expect(await screen.findByText(full)).toBeInTheDocument();
    expect(screen.queryByText('Please try again !')).toBeNull();
  });
});

describe('the CV upload', () => {
  it('refuses a file that is not a PDF with "Please upload a PDF file" and clears the input', async () => {
    const { form } = await open();
    const input = within(form).getByTestId('file-cvFile') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pdfFile('cv.docx', 1000, 'application/msword')] } });
    expect(await within(form).findByText('Please upload a PDF file')).toBeInTheDocument();
    expect(input.value).toBe('');
  });

  it('refuses a PDF over 5 MB with its size and clears the input; nothing of it is sent', async () => {
    const { api, form } = await open();
    const input = within(form).getByTestId('file-cvFile') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pdfFile('big.pdf', 6.3 * 1048576)] } });
    expect(await within(form).findByText('This PDF is 6.3MB. Please upload a PDF smaller than 5MB.')).toBeInTheDocument();
    expect(input.value).toBe('');
    clickButton(form, 'Save');
    await waitFor(() => expect(api.calls('POST usermanagement/member/updateApplicantDetail')).toHaveLength(1));
    expect(api.calls('POST usermanagement/member/updateApplicantDetail')[0].body).not.toHaveProperty('cvFile');
  });
});
