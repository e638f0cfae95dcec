/** The change request card (spec §2, §5 "Change request", "Uploads", §8 "Change request"). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemberProfilePage } from '../../../src/features/members/MemberProfilePage';
import { chooseFile, memberApi, memberRoutes, ok, pdfFile, pickOption, refused, renderPage, typeInto, type Routes } from './memberApi';

afterEach(() => vi.unstubAllGlobals());

const REQUEST = 'POST usermanagement/member/userProfileUpdate';

const openCard = async (routes: Routes = {}) => {
  const api = memberApi(memberRoutes(routes));
  renderPage(<MemberProfilePage />, api);
  const card = await screen.findByRole('region', { name: 'Membership Information Modification Request' });
  return { api, card };
};

const fillValid = async (card: HTMLElement) => {
  typeInto(card, /Designation/, 'Senior Engineer');
  await pickOption(card, /Member Type/, 'Fel', 'Fellow');
  typeInto(card, /Remark/, 'Promoted in 2025');
  chooseFile(card, 'fileupload', pdfFile());
};

const send = (card: HTMLElement) => fireEvent.click(within(card).getByRole('button', { name: 'Request to Update' }));

describe('change request card', () => {
  it('shows its subtitle and fields, and the §5 messages', async () => {
    const { card } = await openCard();
    expect(within(card).getByText('Change Request for Member Type and Designation')).toBeInTheDocument();
    expect(within(card).getByText('Upload Service Letter')).toBeInTheDocument();
    send(card);
    expect(await within(card).findByText('Designation Required')).toBeInTheDocument();
    expect(within(card).getByText('Member Type is required')).toBeInTheDocument();
    expect(within(card).getByText('Service letter is required')).toBeInTheDocument();
    typeInto(card, /Designation/, 'Engineer 2');
    fireEvent.blur(within(card).getByLabelText(/Designation/));
    expect(await within(card).findByText('Only alphabets are allowed for this field')).toBeInTheDocument();
    chooseFile(card, 'fileupload', pdfFile('letter.txt', 100, 'text/plain'));
    expect(await within(card).findByText('Only file with the following extension is allowed: pdf')).toBeInTheDocument();
    chooseFile(card, 'fileupload', pdfFile('big.pdf', 5242881));
    expect(await within(card).findByText('The file is too large. Allowed maximum size is 5MB')).toBeInTheDocument();
  });

  it('searches and clears the member type', async () => {
    const { card } = await openCard();
    await pickOption(card, /Member Type/, 'Stu', 'Student');
    const input = within(card).getByRole('combobox', { name: /Member Type/ });
    expect(input).toHaveValue('Student');
    fireEvent.click(input.closest('.MuiAutocomplete-root')?.querySelector('.MuiAutocomplete-clearIndicator') as HTMLElement);
    expect(input).toHaveValue('');
  });

  it('sends multipart and says "Saved!" / "Request successfully submitted."; lists own requests with status', async () => {
    const { api, card } = await openCard({ [REQUEST]: () => ok() });
    expect(await within(card).findByText('Senior Engineer')).toBeInTheDocument();
    expect(within(card).getByText('Approved')).toBeInTheDocument();
    await fillValid(card);
    send(card);
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(screen.getByText('Request successfully submitted.')).toBeInTheDocument();
    const [request] = api.calls(REQUEST);
    expect(request.multipart).toBe(true);
    expect(request.body).toMatchObject({ designation: 'Senior Engineer', membertypeid: '4', memberTypeName: 'Fellow', remark: 'Promoted in 2025' });
    expect((request.body?.fileupload as File).name).toBe('letter.pdf');
  });

  it.each([
    ['01', 'File size must be less than or equal to 5MB', 'File size must be less than or equal to 5MB.'],
    ['02', 'pdf required', 'Please upload a PDF.'],
    ['03', 'A change request is already pending', 'Request failed.'],
  ])("answers '%s' with Failed! / the §8 text", async (code, message, text) => {
    const { card } = await openCard({ [REQUEST]: () => refused(code, message) });
    await fillValid(card);
    send(card);
    expect(await screen.findByText('Failed!')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('can be sent again once the answer is in (spec §4: the sent flag is cleared on completion)', async () => {
    let answers = 0;
    const { api, card } = await openCard({ [REQUEST]: () => (answers++ === 0 ? refused('03', 'A change request is already pending') : ok()) });
    await fillValid(card);
    send(card);
    expect(await screen.findByText('Failed!')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Request to Update' })).toBeEnabled());
    send(card);
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(api.calls(REQUEST)).toHaveLength(2);
  });
});
