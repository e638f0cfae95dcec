/**
 * CPD Member Registration (/cpd/member-registration) over the REAL http client, fetch replaced by a route
 * table: the form's rules (the API's texts), the server's answers shown as it words them, and each status of
 * a stored registration (Pending / Approved / Rejected badge, the comment once decided, the form again after
 * a rejection).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CpdRegistrationPage } from '../../../src/features/cpd/registration/CpdRegistrationPage';
import { registrationProblems } from '../../../src/features/cpd/registration/registrationRules';
import { CPD_TEXT, ENTRY_LEVELS, GOAL_TEXT, PRIMARY_SKILLS } from '../../../src/domain/cpdRules.mjs';
import { SESSION_KEYS } from '../../../src/domain/session';
import { todayWire, wireDateToForm } from '../../../src/domain/dates';
import { renderPage } from '../memberAdmin/memberApi';
import { paymentsApi, waitForCall, type Routes } from '../payments/paymentsApi';

const USER_ID = 11;
const REGISTRATION = `GET CPD/registration/${USER_ID}`;
const REGISTER = 'POST CPD/cpdadvancedfields';
const SLOW = { timeout: 5000 };

const NOT_REGISTERED = { statusCode: '01', status: CPD_TEXT.notRegistered, data: null };
const row = (Status: number, comment = '') => ({
  statusCode: '00',
  data: { CPDMemberID: 3, UserID: USER_ID, CPDStartDate: '2026-01-15', PrimarySkillID: 2, PrimarySkills: 'Information Technology', EntryLevelID: 1, EntryLevel: 'Graduate (0-3 years)', Status, comment },
});

/** A YYYY-MM-DD `years` from today (same month and day). */
const shifted = (years: number) => {
  const today = todayWire();
  return `${Number(today.slice(0, 4)) + years}${today.slice(4)}`;
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const show = (routes: Routes = {}) => {
  const api = paymentsApi({
    [REGISTRATION]: () => NOT_REGISTERED,
    'GET CPD/get-primary-skill': () => ({ data: PRIMARY_SKILLS }),
    'GET CPD/get-entry-level': () => ({ data: ENTRY_LEVELS }),
    ...routes,
  });
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify({ userid: USER_ID, username: 'member@example.org' }));
  renderPage(<CpdRegistrationPage />, '/cpd/member-registration');
  return api;
};

const form = () => screen.findByRole('region', { name: /Register/ });
const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(await within(await form()).findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const fill = async (startDate: string) => {
  fireEvent.change(within(await form()).getByLabelText(/CPD Start Date/), { target: { value: startDate } });
  await choose(/Primary Skill/, 'Management');
  await choose(/Entry Level/, 'Expert (20+ years)');
};
const register = async () => fireEvent.click(within(await form()).getByRole('button', { name: 'Register' }));

describe('CPD registration rules (the API texts)', () => {
  const today = '2026-06-15';
  it('needs a start date, a primary skill and an entry level', () => {
    expect(registrationProblems({ cpdStartDate: '', primarySkillId: '', entryLevelId: '' }, today)).toEqual({
      cpdStartDate: CPD_TEXT.startDateRequired,
      primarySkillId: CPD_TEXT.primarySkillRequired,
      entryLevelId: CPD_TEXT.entryLevelRequired,
    });
  });
  it('takes a real DD/MM/YYYY day within a year of today (inclusive)', () => {
    const ok = { primarySkillId: '1', entryLevelId: '1' };
    expect(registrationProblems({ ...ok, cpdStartDate: '31/02/2026' }, today)).toEqual({ cpdStartDate: GOAL_TEXT.invalidDate });
    expect(registrationProblems({ ...ok, cpdStartDate: '2026-06-15' }, today)).toEqual({ cpdStartDate: GOAL_TEXT.invalidDate });
    expect(registrationProblems({ ...ok, cpdStartDate: '15/06/2025' }, today)).toEqual({});
    expect(registrationProblems({ ...ok, cpdStartDate: '14/06/2025' }, today)).toEqual({ cpdStartDate: CPD_TEXT.startDateRange });
    expect(registrationProblems({ ...ok, cpdStartDate: '15/06/2027' }, today)).toEqual({});
    expect(registrationProblems({ ...ok, cpdStartDate: '16/06/2027' }, today)).toEqual({ cpdStartDate: CPD_TEXT.startDateRange });
  });
});

describe('CPD Member Registration (/cpd/member-registration)', () => {
  it('not registered: the form with the skills and levels from the API; "Register" is the primary action', async () => {
    const api = show();
    const region = await form();
    await waitForCall(api, 'GET CPD/get-primary-skill');
    expect(within(region).getByRole('button', { name: 'Register' })).toHaveAttribute('data-primary-action');
    fireEvent.mouseDown(within(region).getByRole('combobox', { name: /Primary Skill/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(PRIMARY_SKILLS.map((s) => s.primarySkillName));
    fireEvent.click(screen.getByRole('option', { name: 'Management' }));
    fireEvent.mouseDown(within(region).getByRole('combobox', { name: /Entry Level/ }));
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(ENTRY_LEVELS.map((l) => l.entryLevelName)), SLOW);
  });

  it('shows every rule text in the browser and sends nothing', async () => {
    const api = show();
    await register();
    for (const text of [CPD_TEXT.startDateRequired, CPD_TEXT.primarySkillRequired, CPD_TEXT.entryLevelRequired]) expect(await screen.findByText(text)).toBeInTheDocument();
    fireEvent.change(within(await form()).getByLabelText(/CPD Start Date/), { target: { value: wireDateToForm(shifted(2)) } });
    await register();
    expect(await screen.findByText(CPD_TEXT.startDateRange)).toBeInTheDocument();
    expect(api.calls(REGISTER)).toHaveLength(0);
  });

  it("registers (POST CPD/cpdadvancedfields, YYYY-MM-DD and ids), shows the server's '00' text and the Pending registration", async () => {
    let registered = false;
    const api = show({
      [REGISTRATION]: () => (registered ? row(1) : NOT_REGISTERED),
      [REGISTER]: () => {
        registered = true;
        return { statusCode: '00', status: CPD_TEXT.registered, data: row(1).data };
      },
    });
    const start = todayWire();
    await fill(wireDateToForm(start));
    await register();
    await waitForCall(api, REGISTER);
    expect(api.calls(REGISTER)[0].body).toEqual({ cpdStartDate: start, primarySkillId: 3, entryLevelId: 4 });
    expect(await screen.findByText('Your CPD registration has been submitted for approval')).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'Your CPD Registration' });
    expect(within(details).getByText('Pending')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: /Register/ })).not.toBeInTheDocument(), SLOW);
  });

  it("shows the server's refusals as it words them: '02' already registered, 403 not a member, 400 '05' problems under the field", async () => {
    const answers: unknown[] = [
      { statusCode: '02', status: CPD_TEXT.alreadyRegistered },
      [403, { statusCode: '01', status: CPD_TEXT.notAMember }],
      [400, { statusCode: '05', status: CPD_TEXT.startDateRange, problems: { cpdStartDate: CPD_TEXT.startDateRange } }],
    ];
    show({ [REGISTER]: () => answers.shift() });
    await fill(wireDateToForm(todayWire()));
    await register();
    expect(await screen.findByText(CPD_TEXT.alreadyRegistered)).toBeInTheDocument();
    await register();
    expect(await screen.findByText(CPD_TEXT.notAMember)).toBeInTheDocument();
    await register();
    await waitFor(() => expect(screen.getAllByText(CPD_TEXT.startDateRange)).toHaveLength(2), SLOW); // the alert and the field
  });

  it('a transport failure says "An unknown error occurred in Auth endpoint." (cpdApi)', async () => {
    show({ [REGISTER]: () => [500, 'boom'] });
    await fill(wireDateToForm(todayWire()));
    await register();
    expect(await screen.findByText(CPD_TEXT.unknownAuthError)).toBeInTheDocument();
  });

  it('Pending: the registration with a yellow Pending badge, no comment, no form', async () => {
    show({ [REGISTRATION]: () => row(1, '') });
    const details = await screen.findByRole('region', { name: 'Your CPD Registration' });
    expect(within(details).getByText('Pending').closest('[data-status]')).toHaveAttribute('data-status', '1');
    expect(within(details).getByText('15/01/2026')).toBeInTheDocument();
    expect(within(details).getByText('Information Technology')).toBeInTheDocument();
    expect(within(details).getByText('Graduate (0-3 years)')).toBeInTheDocument();
    expect(within(details).queryByText('Comment')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Register/ })).not.toBeInTheDocument();
  });

  it("Approved: the green badge and the staff's comment, no form", async () => {
    show({ [REGISTRATION]: () => row(2, 'Welcome to the CPD scheme') });
    const details = await screen.findByRole('region', { name: 'Your CPD Registration' });
    expect(within(details).getByText('Approved').closest('[data-status]')).toHaveAttribute('data-status', '2');
    expect(within(details).getByText('Welcome to the CPD scheme')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Register/ })).not.toBeInTheDocument();
  });

  it("Rejected: the red badge, the staff's comment and the form again to register anew", async () => {
    show({ [REGISTRATION]: () => row(3, 'Start date must match your membership') });
    const details = await screen.findByRole('region', { name: 'Your CPD Registration' });
    expect(within(details).getByText('Rejected').closest('[data-status]')).toHaveAttribute('data-status', '3');
    expect(within(details).getByText('Reason: Start date must match your membership')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Register again' })).toBeInTheDocument();
  });

  it('a failed read of the registration says the CPD text (HTTP 401 → "Bad credentials")', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    show({ [REGISTRATION]: () => [401, { status: 'Token expired' }] });
    expect(await screen.findByText(CPD_TEXT.badCredentials)).toBeInTheDocument();
  });
});
