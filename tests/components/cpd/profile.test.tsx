/**
 * /cpd/cpd-member-profile: each card from a stubbed CPD summary (registered or not, compliant or behind, the
 * declaration signed or not), the year select reloading the summary, the declaration sign-off, and the
 * "CPD transcript" download (the server's file name; a clear error when it fails).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CPD_TEXT, DECLARATION_TEXT } from '../../../src/domain/cpdRules.mjs';
import { CpdProfilePage } from '../../../src/features/cpd/profile/CpdProfilePage';
import { cpdProfile } from '../../../src/i18n/en/cpdProfile';
import { renderPage, stubApi, waitForCall, type Routes } from '../memberAdmin/memberApi';
import { DESKTOP_WIDTH, onScreenWidth, PHONE_WIDTH } from '../framework/screenWidth';
import { CURRENT_YEAR, PDF_BASE64, REGISTRATION, signInMember, SUMMARY_PATH, summaryOf, summaryRoute, USER_ID } from './profileFixtures';
import { catchSavedFiles } from '../app/support/savedFiles';

const saveAs = catchSavedFiles();

const PATH = '/cpd/cpd-member-profile';
const TRANSCRIPT = 'POST CPD/transcript';
const DECLARATION = 'POST CPD/declaration';
const FILE_NAME = `CPD Transcript ${CURRENT_YEAR} - ${REGISTRATION.MemberNo}.pdf`;

beforeEach(signInMember);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveAs).mockReset();
});

const open = (routes: Routes = {}) => {
  const api = stubApi({ [SUMMARY_PATH]: summaryRoute(), ...routes });
  renderPage(<CpdProfilePage />, PATH);
  return api;
};
const card = (name: string | RegExp) => screen.findByRole('region', { name });
const yearCard = (year: number) => card(`CPD year 01/01/${year} – 31/12/${year}`);
const chooseYear = async (year: number) => {
  fireEvent.mouseDown(within(await yearCard(CURRENT_YEAR)).getByRole('combobox', { name: cpdProfile.yearSelect }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: String(year) }));
};
/** The status chip (its code in data-status) holding the text. */
const badge = (container: HTMLElement, text: string) => within(container).getByText(text).closest('[data-status]');
const transcriptButton = () => screen.findByRole('button', { name: cpdProfile.transcript });

describe('the CPD registration card', () => {
  it('shows the status badge, start date, skill, level and the staff comment', async () => {
    open();
    const registration = await card(cpdProfile.registrationCard);
    for (const text of ['Approved', '15/01/2024', 'Engineering', 'Professional (3-10 years)', 'Welcome to the CPD scheme'])
      expect(within(registration).getByText(text)).toBeInTheDocument();
    expect(badge(registration, 'Approved')).toHaveAttribute('data-status', '2');
    // an approved member is not sent to register again
    expect(within(registration).queryByRole('link', { name: cpdProfile.registerLink })).toBeNull();
  });

  it('a pending registration has no comment yet', async () => {
    open({ [SUMMARY_PATH]: summaryRoute({ registration: { ...REGISTRATION, Status: 1, StatusName: 'Pending', comment: '', DecidedAt: null } }) });
    const registration = await card(cpdProfile.registrationCard);
    expect(badge(registration, 'Pending')).toHaveAttribute('data-status', '1');
    expect(within(registration).queryByText(cpdProfile.comment)).toBeNull();
  });

  it('a rejected member sees the reason and the day of the rejection beside the badge, and may register again', async () => {
    open({ [SUMMARY_PATH]: summaryRoute({ registration: { ...REGISTRATION, Status: 3, StatusName: 'Rejected', comment: 'Start date too early', DecidedAt: '2024-01-20T19:00:00Z' } }) });
    const registration = await card(cpdProfile.registrationCard);
    expect(badge(registration, 'Rejected')).toHaveAttribute('data-status', '3');
    expect(within(registration).getByText('Reason: Start date too early')).toBeInTheDocument();
    // 19:00 UTC is 00:30 on the next day in Colombo
    expect(within(registration).getByText('Rejected on 21/01/2024')).toBeInTheDocument();
    expect(within(registration).getByRole('link', { name: cpdProfile.registerLink })).toHaveAttribute('href', '/cpd/member-registration');
  });

  it('not registered: says so and links to the registration', async () => {
    open({ [SUMMARY_PATH]: summaryRoute({ registration: null }) });
    const registration = await card(cpdProfile.registrationCard);
    expect(within(registration).getByText(CPD_TEXT.notRegistered)).toBeInTheDocument();
    expect(within(registration).getByRole('link', { name: cpdProfile.registerLink })).toHaveAttribute('href', '/cpd/member-registration');
    expect(within(registration).queryByText('Approved')).toBeNull();
  });
});

describe('the CPD year card', () => {
  onScreenWidth(DESKTOP_WIDTH);

  it('compliant: the hours done of the required, a full bar, the Compliant badge and every category met', async () => {
    const api = open();
    const year = await yearCard(CURRENT_YEAR);
    expect(api.calls(SUMMARY_PATH)[0].query).toEqual({}); // the server picks the current year
    expect(within(year).getByText('22.5 of 20 hours')).toBeInTheDocument();
    expect(within(year).getByText(cpdProfile.compliant)).toBeInTheDocument();
    expect(within(year).queryByText(cpdProfile.behind)).toBeNull();
    expect(within(year).getByRole('meter', { name: cpdProfile.hoursProgress })).toHaveAttribute('aria-valuenow', '100');
    expect(within(year).queryByText(/hours to go/)).toBeNull();
    const rows = within(within(year).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Formal learning', '12.5', '10', '✓'],
      ['Informal learning', '6', '0', '✓'],
      ['Professional contribution', '4', '0', '✓'],
      ['Work-based learning', '0', '0', '✓'],
    ]);
    expect(within(year).getAllByRole('img', { name: cpdProfile.metYes })).toHaveLength(4);
    expect(within(year).getByRole('combobox', { name: cpdProfile.yearSelect })).toHaveTextContent(String(CURRENT_YEAR));
  });

  it('the year select reloads the summary of that year: behind, with what is missing', async () => {
    const api = open();
    await chooseYear(2025);
    const year = await yearCard(2025);
    await waitFor(() => expect(api.calls(SUMMARY_PATH).map((call) => call.query.year)).toContain('2025'));
    expect(within(year).getByText('8 of 20 hours')).toBeInTheDocument();
    expect(within(year).getByText(cpdProfile.behind)).toBeInTheDocument();
    expect(within(year).queryByText(cpdProfile.compliant)).toBeNull();
    expect(within(year).getByRole('meter', { name: cpdProfile.hoursProgress })).toHaveAttribute('aria-valuenow', '40');
    expect(within(year).getByText('12 hours to go')).toBeInTheDocument();
    const formal = within(year).getByRole('row', { name: /Formal learning/ });
    expect(within(formal).getByRole('img', { name: cpdProfile.metNo })).toHaveTextContent('✗');
    expect(screen.queryByRole('region', { name: `CPD year 01/01/${CURRENT_YEAR} – 31/12/${CURRENT_YEAR}` })).toBeNull();
  });
});

describe('a year behind although its total is reached', () => {
  it('says which category is short and by how many hours', async () => {
    const base = summaryOf();
    const byCategory = base.compliance.byCategory.map((row) => (row.categoryId === 1 ? { ...row, done: 8, met: false } : row));
    const compliance = { ...base.compliance, done: 21.5, remaining: 0, byCategory, compliant: false };
    open({ [SUMMARY_PATH]: summaryRoute({ compliance }) });
    const year = await yearCard(CURRENT_YEAR);
    expect(within(year).getByText('21.5 of 20 hours')).toBeInTheDocument();
    expect(within(year).getByText(cpdProfile.behind)).toBeInTheDocument();
    expect(within(year).getByTestId('category-shortfalls')).toHaveTextContent('Behind: Formal learning needs 2 more hours');
  });
});

describe('the development goals card', () => {
  it('counts the goals by status and links to them', async () => {
    open();
    const goals = await card(cpdProfile.goalsCard);
    const count = (name: string) => within(goals).getByText(name).nextElementSibling?.textContent;
    expect([count('Pending'), count('In Progress'), count('Complete')]).toEqual(['2', '3', '4']);
    expect(within(goals).getByRole('link', { name: cpdProfile.goalsLink })).toHaveAttribute('href', '/cpd/developmentgoals');
  });
});

describe('the annual declaration', () => {
  const declaration = () => card(cpdProfile.declarationCard);

  it('unsigned in the current year: the statement and "Sign declaration"; signing asks first, then shows the signature', async () => {
    let signed = false;
    const api = open({
      [SUMMARY_PATH]: ({ query }) => ({
        statusCode: '00',
        data: summaryOf(query.year ? Number(query.year) : CURRENT_YEAR, signed ? { declaration: { DeclarationID: 2, year: CURRENT_YEAR, statement: DECLARATION_TEXT.statement, signedAt: '2026-03-04T08:00:00.000Z' } } : {}),
      }),
      [DECLARATION]: () => {
        signed = true;
        return { statusCode: '00', status: DECLARATION_TEXT.signed };
      },
    });
    const box = await declaration();
    expect(within(box).getByText(DECLARATION_TEXT.statement)).toBeInTheDocument();
    fireEvent.click(within(box).getByRole('button', { name: cpdProfile.signDeclaration }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Sign the declaration for the CPD year 01/01/${CURRENT_YEAR} – 31/12/${CURRENT_YEAR}?`);
    expect(api.calls(DECLARATION)).toHaveLength(0); // nothing signed before the confirmation
    fireEvent.click(within(dialog).getByRole('button', { name: cpdProfile.signDeclaration }));
    await waitForCall(api, DECLARATION);
    expect(api.calls(DECLARATION)[0].body).toEqual({ year: CURRENT_YEAR });
    expect(await within(box).findByText(DECLARATION_TEXT.signed)).toBeInTheDocument();
    expect(await within(box).findByText('Signed on 04/03/2026')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: cpdProfile.signDeclaration })).toBeNull();
  });

  it('signed: "Signed on DD/MM/YYYY" and no sign button', async () => {
    open();
    await chooseYear(2025);
    await yearCard(2025);
    const box = await declaration();
    expect(await within(box).findByText('Signed on 10/01/2026')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: cpdProfile.signDeclaration })).toBeNull();
  });

  it('older than the previous year: not signed and cannot be signed any more', async () => {
    open();
    await chooseYear(2024);
    await yearCard(2024);
    const box = await declaration();
    expect(within(box).getByText(new RegExp(DECLARATION_TEXT.yearInvalid))).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: cpdProfile.signDeclaration })).toBeNull();
  });

  it("shows the server's refusal: already signed ('02') and a year the server refuses (400)", async () => {
    const answers: unknown[] = [{ statusCode: '02', status: DECLARATION_TEXT.alreadySigned }, [400, { statusCode: '05', status: DECLARATION_TEXT.yearInvalid }]];
    open({ [DECLARATION]: () => answers.shift() });
    const box = await declaration();
    for (const text of [DECLARATION_TEXT.alreadySigned, DECLARATION_TEXT.yearInvalid]) {
      fireEvent.click(await within(box).findByRole('button', { name: cpdProfile.signDeclaration }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: cpdProfile.signDeclaration }));
      expect(await within(box).findByText(text)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });
});

describe('the CPD transcript', () => {
  it("is the page's primary action and saves the server's PDF under the server's file name", async () => {
    const api = open({ [TRANSCRIPT]: () => ({ statusCode: '00', fileName: FILE_NAME, content: PDF_BASE64 }) });
    await yearCard(CURRENT_YEAR);
    const button = await transcriptButton();
    expect(button).toHaveAttribute('data-primary-action');
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(api.calls(TRANSCRIPT)[0].body).toEqual({ userId: USER_ID, year: CURRENT_YEAR });
    const [blob, name] = vi.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(name).toBe(FILE_NAME);
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe('%PDF-1.4 transcript'.length); // the decoded base64, not the text of it
    expect(screen.queryByText(cpdProfile.transcriptFailed)).toBeNull();
  });

  it('is of the year shown', async () => {
    const api = open({ [TRANSCRIPT]: () => ({ statusCode: '00', fileName: 'CPD Transcript 2025 - M0042.pdf', content: PDF_BASE64 }) });
    await chooseYear(2025);
    await yearCard(2025);
    const button = await transcriptButton();
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(api.calls(TRANSCRIPT)[0].body).toEqual({ userId: USER_ID, year: 2025 });
    expect(vi.mocked(saveAs).mock.calls[0][1]).toBe('CPD Transcript 2025 - M0042.pdf');
  });

  it('a failing transcript says so clearly and saves nothing (a server error, then an answer without a PDF)', async () => {
    const answers: unknown[] = [[500, { status: 'boom' }], { statusCode: '00', fileName: FILE_NAME }];
    const api = open({ [TRANSCRIPT]: () => answers.shift() });
    await yearCard(CURRENT_YEAR);
    for (const count of [1, 2]) {
      const button = await transcriptButton();
      await waitFor(() => expect(button).toBeEnabled());
      fireEvent.click(button);
      await waitForCall(api, TRANSCRIPT, count);
      expect(await screen.findByRole('alert')).toHaveTextContent(cpdProfile.transcriptFailed);
    }
    expect(saveAs).not.toHaveBeenCalled();
  });
});

describe('on a 375 px phone', () => {
  onScreenWidth(PHONE_WIDTH);

  it('the transcript button comes before every card, and the categories are a list, not a table', async () => {
    open();
    const year = await yearCard(CURRENT_YEAR);
    const button = await transcriptButton();
    const firstCard = screen.getAllByRole('region')[0];
    expect(button.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(year).queryByRole('table')).toBeNull();
    const items = within(within(year).getByRole('list', { name: cpdProfile.category })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Formal learningDone 12.5 · Minimum 10✓',
      'Informal learningDone 6 · Minimum 0✓',
      'Professional contributionDone 4 · Minimum 0✓',
      'Work-based learningDone 0 · Minimum 0✓',
    ]);
  });
});

describe('loading', () => {
  it('a summary that cannot be loaded says so', async () => {
    open({ [SUMMARY_PATH]: () => [500, { status: 'down' }] });
    expect(await screen.findByText(cpdProfile.loadFailed)).toBeInTheDocument();
  });
});
