/**
 * Meeting Minutes (/upload-minutes/view-upload-minutes): the declared minutes list over the REAL http client and
 * data provider, fetch replaced by a route table. The server-paged list (newest meeting first) with its columns
 * and sorting, the committee and meeting date range filters and the title search, the upload form's rules
 * (required fields, title 4/5 and 150/151, a future date, a file that is not a PDF), the multipart upload with the
 * PDF under `file`, the edit (a new PDF optional), the delete after its confirmation, "Open" with the bearer
 * token, and the phone layout.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findRoute } from '../../../src/app/routeTable';
import { MinutesPage } from '../../../src/features/minutes/MinutesPage';
import { meetingMinutes } from '../../../resources/minutes/meetingMinutes';
import { resources } from '../../../resources';
import { checkRegistry } from '../../../src/framework/declare';
import { MINUTES_COMMITTEES, MINUTES_LIMITS, MINUTES_TEXT } from '../../../src/domain/minutesRules.mjs';
import { ROLE } from '../../../src/domain/roles';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { http } from '../../../src/providers/http';
import { minutes as text } from '../../../src/i18n/en/minutes';
import { renderInAdmin, signedInAs } from '../framework/harness';
import { chooseOption, dialogNamed, submitAndConfirm, typeInto } from '../admin-declared/fakeApi';
import { paymentsApi, waitForCall, type PaymentsApi, type Routes } from '../payments/paymentsApi';
import { DESKTOP_WIDTH, PHONE_WIDTH, onScreenWidth } from '../framework/screenWidth';
import { catchSavedFiles } from '../app/support/savedFiles';

const saveAs = catchSavedFiles();

const LIST = 'GET upload-minutes/minutes';
const SLOW = { timeout: 5000 };

const minutesRow = (minutesId: number, title: string, extra: Record<string, unknown> = {}) => ({
  minutesId,
  title,
  committee: 'Council',
  meetingDate: '2026-11-15',
  fileId: 400 + minutesId,
  fileName: `minutes-${minutesId}.pdf`,
  uploadedAt: '2026-11-18T04:30:00.000Z',
  uploadedBy: 'admin@example.org',
  ...extra,
});
const ROWS = [
  minutesRow(12, 'Council meeting, November 2026'),
  minutesRow(7, 'Annual General Meeting 2025', { committee: 'Annual General Meeting', meetingDate: '2025-09-27' }),
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveAs).mockReset();
  sessionStorage.clear();
});

const show = (routes: Routes = {}): PaymentsApi => {
  const api = paymentsApi({ [LIST]: () => ({ data: ROWS, total: 14 }), ...routes });
  renderInAdmin(<MinutesPage />, createDataProvider(resources, http), signedInAs(1, ROLE.ADMIN));
  return api;
};

const rowOf = async (title: string) => (await screen.findAllByText(title))[0].closest('tr') as HTMLElement;
const shows = (dialog: HTMLElement, message: string) => waitFor(() => expect(within(dialog).getByText(message)).toBeInTheDocument(), SLOW);
const gone = (dialog: HTMLElement, message: string) => waitFor(() => expect(within(dialog).queryByText(message)).not.toBeInTheDocument(), SLOW);
const openUpload = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Upload minutes' }));
  return dialogNamed('Upload Minutes');
};
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
const lastList = (api: PaymentsApi) => api.calls(LIST).at(-1)?.query ?? {};

describe('Meeting Minutes (/upload-minutes/view-upload-minutes)', () => {
  onScreenWidth(DESKTOP_WIDTH);

  it('passes the registry checks; the route is the page around the declaration', () => {
    expect(checkRegistry(resources).filter((problem) => problem.includes('meetingMinutes'))).toEqual([]);
    expect(meetingMinutes.route).toBeUndefined();
    expect(findRoute('/upload-minutes/view-upload-minutes')?.load).toBeTypeOf('function');
  });

  it('lists the minutes from the server, 10 a page, newest meeting first, with the columns', async () => {
    const api = show();
    const row = await rowOf('Council meeting, November 2026');
    expect(api.calls(LIST)[0].query).toMatchObject({ page: '1', perPage: '10', sortColumn: 'meetingDate', sortDirection: 'desc', filterText: '' });
    for (const header of ['Meeting date', 'Committee', 'Title', 'Uploaded by', 'Uploaded at']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText('15/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('Council')).toBeInTheDocument();
    expect(within(row).getByText('admin@example.org')).toBeInTheDocument();
    expect(within(await rowOf('Annual General Meeting 2025')).getByText('27/09/2025')).toBeInTheDocument();
    expect(screen.getByText(/of 14/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload minutes' })).toHaveAttribute('data-primary-action');
  });

  it('sorts on the server by a clicked column', async () => {
    const api = show();
    await rowOf('Council meeting, November 2026');
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Committee' })).getByRole('button'));
    await waitFor(() => expect(lastList(api)).toMatchObject({ sortColumn: 'committee' }), SLOW);
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Uploaded at' })).getByRole('button'));
    await waitFor(() => expect(lastList(api)).toMatchObject({ sortColumn: 'uploadedAt' }), SLOW);
  });

  it('filters by committee, meeting dates and title on the server, together; clearing a date removes it', async () => {
    const api = show();
    await rowOf('Council meeting, November 2026');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Committee' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All committees', ...MINUTES_COMMITTEES]);
    fireEvent.click(screen.getByRole('option', { name: 'Finance Committee' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ committee: 'Finance Committee' }), SLOW);
    fireEvent.change(screen.getByTestId('minutes-from'), { target: { value: '01012025' } });
    await waitFor(() => expect(lastList(api)).toMatchObject({ committee: 'Finance Committee', from: '2025-01-01' }), SLOW);
    fireEvent.change(screen.getByTestId('minutes-to'), { target: { value: '31122025' } });
    await waitFor(() => expect(lastList(api)).toMatchObject({ from: '2025-01-01', to: '2025-12-31', page: '1' }), SLOW);
    fireEvent.change(screen.getByRole('textbox', { name: /search/i }), { target: { value: 'budget' } });
    await waitFor(() => expect(lastList(api)).toMatchObject({ filterText: 'budget', to: '2025-12-31' }), SLOW);
    fireEvent.change(screen.getByTestId('minutes-from'), { target: { value: '' } });
    await waitFor(() => expect(lastList(api).from).toBeUndefined(), SLOW);
    expect(lastList(api)).toMatchObject({ to: '2025-12-31', committee: 'Finance Committee' });
  });

  it('requires title, committee, meeting date and the PDF with the API texts; refuses a future date and a file that is not a PDF', async () => {
    show();
    const dialog = await openUpload();
    save(dialog);
    await waitFor(() => expect(within(dialog).getAllByText(MINUTES_TEXT.required)).toHaveLength(3), SLOW);
    await shows(dialog, MINUTES_TEXT.pdfRequired);
    typeInto(dialog, /Meeting date/, '01/01/2099');
    await shows(dialog, MINUTES_TEXT.dateInFuture);
    typeInto(dialog, /Meeting date/, '15/11/2026');
    await gone(dialog, MINUTES_TEXT.dateInFuture);
    fireEvent.change(within(dialog).getByTestId('file-file'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await shows(dialog, 'Only file with the following extension is allowed: pdf');
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
  });

  it('checks the title at 4/5 and 150/151 characters', async () => {
    show();
    const dialog = await openUpload();
    typeInto(dialog, /^Title/, 'a'.repeat(MINUTES_LIMITS.titleMin - 1));
    save(dialog);
    await shows(dialog, MINUTES_TEXT.titleLength);
    typeInto(dialog, /^Title/, 'a'.repeat(MINUTES_LIMITS.titleMin));
    await gone(dialog, MINUTES_TEXT.titleLength);
    typeInto(dialog, /^Title/, 'a'.repeat(MINUTES_LIMITS.titleMax + 1));
    await shows(dialog, MINUTES_TEXT.titleLength);
    typeInto(dialog, /^Title/, 'a'.repeat(MINUTES_LIMITS.titleMax));
    await gone(dialog, MINUTES_TEXT.titleLength);
  });

  it("uploads as multipart (POST upload-minutes/add) with the PDF under `file`, and says the API's text", async () => {
    const api = show({ 'POST upload-minutes/add': () => ({ statusCode: '00', status: MINUTES_TEXT.uploaded, message: MINUTES_TEXT.uploaded, data: {} }) });
    const dialog = await openUpload();
    typeInto(dialog, /^Title/, 'Finance Committee meeting, October 2026');
    await chooseOption(dialog, /Committee/, 'Finance Committee');
    typeInto(dialog, /Meeting date/, '17/10/2026');
    fireEvent.change(within(dialog).getByTestId('file-file'), { target: { files: [new File(['%PDF-1.4'], 'finance.pdf', { type: 'application/pdf' })] } });
    await submitAndConfirm(dialog, 'Save', 'Yes');
    await waitForCall(api, 'POST upload-minutes/add');
    const sent = api.calls('POST upload-minutes/add')[0];
    expect(sent.multipart).toBe(true);
    expect(sent.body).toMatchObject({ title: 'Finance Committee meeting, October 2026', committee: 'Finance Committee', meetingDate: '2026-10-17' });
    expect((sent.body?.file as File).name).toBe('finance.pdf');
    expect(sent.body).not.toHaveProperty('newFile');
    expect(await screen.findByText(MINUTES_TEXT.uploaded)).toBeInTheDocument();
  });

  it("shows the server's words and its reasons on a refused upload", async () => {
    show({ 'POST upload-minutes/add': () => ({ statusCode: '02', status: MINUTES_TEXT.notSaved, message: MINUTES_TEXT.notSaved, problems: { file: MINUTES_TEXT.fileTooLarge } }) });
    const dialog = await openUpload();
    typeInto(dialog, /^Title/, 'Council meeting, October 2026');
    await chooseOption(dialog, /Committee/, 'Council');
    typeInto(dialog, /Meeting date/, '17/10/2026');
    fireEvent.change(within(dialog).getByTestId('file-file'), { target: { files: [new File(['%PDF-1.4'], 'council.pdf', { type: 'application/pdf' })] } });
    await submitAndConfirm(dialog, 'Save', 'Yes');
    expect(await screen.findByText(MINUTES_TEXT.notSaved)).toBeInTheDocument();
    expect(await screen.findByText(MINUTES_TEXT.fileTooLarge)).toBeInTheDocument();
  });

  it('edits the details (PUT upload-minutes/update/{minutesId}) with no PDF needed, or a new PDF under `file`', async () => {
    const api = show({ 'PUT upload-minutes/update/12': () => ({ statusCode: '00', status: MINUTES_TEXT.updated, message: MINUTES_TEXT.updated }) });
    fireEvent.click(within(await rowOf('Council meeting, November 2026')).getByRole('button', { name: 'Edit' }));
    const dialog = await dialogNamed('Edit Minutes');
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Council meeting, November 2026');
    expect(within(dialog).queryByTestId('file-file')).not.toBeInTheDocument();
    typeInto(dialog, /^Title/, 'Council meeting, 15 November 2026');
    await submitAndConfirm(dialog, 'Update', 'Update it!');
    await waitForCall(api, 'PUT upload-minutes/update/12');
    const sent = api.calls('PUT upload-minutes/update/12')[0];
    expect(sent.multipart).toBe(true);
    expect(sent.body).toMatchObject({ title: 'Council meeting, 15 November 2026', committee: 'Council', meetingDate: '2026-11-15' });
    expect(sent.body).not.toHaveProperty('file');
    expect(await screen.findByText(MINUTES_TEXT.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0), SLOW);

    fireEvent.click(within(await rowOf('Council meeting, November 2026')).getByRole('button', { name: 'Edit' }));
    const again = await dialogNamed('Edit Minutes');
    fireEvent.change(within(again).getByTestId('file-newFile'), { target: { files: [new File(['%PDF-1.4'], 'signed.pdf', { type: 'application/pdf' })] } });
    await submitAndConfirm(again, 'Update', 'Update it!');
    await waitForCall(api, 'PUT upload-minutes/update/12', 2);
    const replaced = api.calls('PUT upload-minutes/update/12')[1];
    expect((replaced.body?.file as File).name).toBe('signed.pdf');
    expect(replaced.body).not.toHaveProperty('newFile');
  });

  it('deletes after the confirmation (DELETE upload-minutes/delete/{minutesId})', async () => {
    const api = show({ 'DELETE upload-minutes/delete/7': () => ({ statusCode: '00', status: MINUTES_TEXT.deleted, message: MINUTES_TEXT.deleted }) });
    fireEvent.click(within(await rowOf('Annual General Meeting 2025')).getByRole('button', { name: 'Delete' }));
    const sure = await dialogNamed('Are you sure?');
    expect(api.calls('DELETE upload-minutes/delete/7')).toHaveLength(0);
    fireEvent.click(within(sure).getByRole('button', { name: 'Delete it!' }));
    await waitForCall(api, 'DELETE upload-minutes/delete/7');
    expect(await screen.findByText(MINUTES_TEXT.deleted)).toBeInTheDocument();
  });

  it('opens the PDF with the bearer token (GET upload-minutes/file/{minutesId}) and saves it under its name', async () => {
    const api = show({
      'GET upload-minutes/file/12': () =>
        new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="minutes-12.pdf"' } }),
    });
    fireEvent.click(within(await rowOf('Council meeting, November 2026')).getByRole('button', { name: 'Open minutes-12.pdf' }));
    await waitForCall(api, 'GET upload-minutes/file/12');
    expect(api.calls('GET upload-minutes/file/12')[0].authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveAs).mock.calls[0][1]).toBe('minutes-12.pdf');
  });

  it("says the server's words when the PDF is gone", async () => {
    show({ 'GET upload-minutes/file/7': () => [404, { statusCode: '01', status: MINUTES_TEXT.notFound, message: MINUTES_TEXT.notFound }] });
    fireEvent.click(within(await rowOf('Annual General Meeting 2025')).getByRole('button', { name: 'Open minutes-7.pdf' }));
    expect(await screen.findByText(MINUTES_TEXT.notFound)).toBeInTheDocument();
    expect(saveAs).not.toHaveBeenCalled();
  });

  it('texts come from the catalogue', () => {
    expect(text.pdfRequired).toBe(MINUTES_TEXT.pdfRequired);
    expect(text.uploaded).toBe('Minutes have been uploaded');
  });
});

describe('on a 375 px phone', () => {
  onScreenWidth(PHONE_WIDTH);

  it('shows cards, not a table, with the upload button first and "Open" on each card', async () => {
    show();
    const upload = await screen.findByRole('button', { name: 'Upload minutes' });
    const title = await screen.findByText('Council meeting, November 2026');
    expect(screen.queryByRole('table')).toBeNull();
    expect(upload.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open minutes-12.pdf' })).toBeInTheDocument();
    expect(screen.getByTestId('minutes-from')).toBeInTheDocument();
  });
});
