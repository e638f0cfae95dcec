import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applications } from '../../../resources/applications';
import { checkRegistry } from '../../../src/framework/declare';
import { ResourceScreen } from '../../../src/framework';
import { currentLocation, page, renderPage, stubApi } from '../memberAdmin/memberApi';
import { listRow } from './applicationFixtures';
import type { AuthProvider } from 'react-admin';
import { DECIDE } from '../../../src/domain/permissions.mjs';
import { signedInAs } from '../framework/harness';

const LIST = 'GET application/viewApplication/';
const ROWS = [listRow(11, 15, 'Submitted', 'Nimal'), listRow(12, 14, 'Draft', 'Kamala'), listRow(13, 2, 'Approved', 'Sunil'), listRow(14, 15, 'Under Council Review', 'Ruwan')];

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const show = () => {
  const api = stubApi({ [LIST]: () => page(ROWS) });
  renderPage(<ResourceScreen resource={applications} />, '/member/viewapplications');
  return api;
};
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('Approve Applications (/member/viewapplications, declared)', () => {
  it('pages applications on the server newest first, with the columns that identify a row (title and mobile are on its page)', async () => {
    const api = show();
    await screen.findByText('Nimal');
    expect(api.calls(LIST)[0].query).toMatchObject({ page: '1', perPage: '10', sortColumn: 'createdDate', sortDirection: 'desc', filterText: '' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim()).filter(Boolean)).toEqual(
      expect.arrayContaining(['ID', 'First Name', 'Last Name', 'NIC', 'E-mail', 'Created Date', 'Status']),
    );
    const row = await rowOf('Nimal');
    for (const text of ['11', '1990123411', 'Perera', 'nimal@example.org']) expect(within(row).getByText(text)).toBeInTheDocument();
  });

  it('filters by status on the server (?status=), every status by its name', async () => {
    const api = show();
    await rowOf('Nimal');
    // the list may keep its filters behind a Filters button
    const filters = screen.queryByRole('button', { name: /^Filters/ });
    if (filters) fireEvent.click(filters);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Status/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All statuses', 'Submitted', 'Draft', 'Approved', 'Rejected']);
    fireEvent.click(screen.getByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(api.calls(LIST).some((call) => call.query.status === '2')).toBe(true));
  });

  it('shows the created date as dd.MM.yyyy, h:mm a', async () => {
    show();
    expect(within(await rowOf('Nimal')).getByText('05.03.2026, 2:07 PM')).toBeInTheDocument();
  });

  it("names each status by the server's statusName, coloured by its code", async () => {
    show();
    expect(within(await rowOf('Ruwan')).getByText('Under Council Review').closest('[data-status]')).toHaveAttribute('data-status', '15');
    expect(within(await rowOf('Kamala')).getByText('Draft').closest('[data-status]')).toHaveAttribute('data-status', '14');
    expect(within(await rowOf('Sunil')).getByText('Approved').closest('[data-status]')).toHaveAttribute('data-status', '2');
  });

  it('offers View on every row whatever its state: submitted, under review, draft, approved', async () => {
    show();
    for (const name of ['Nimal', 'Ruwan', 'Kamala', 'Sunil']) expect(within(await rowOf(name)).getByRole('button', { name: 'View' })).toBeInTheDocument();
  });

  it('View keeps the row under application-approve and opens /member/adminviewapplicant on its applicant', async () => {
    show();
    fireEvent.click(within(await rowOf('Sunil')).getByRole('button', { name: 'View' }));
    expect(currentLocation()).toBe('/member/adminviewapplicant?userId=43');
    expect(JSON.parse(sessionStorage.getItem('application-approve') ?? 'null')).toMatchObject({ applicationId: 13, status: 2, firstName: 'Sunil' });
    fireEvent.click(within(await rowOf('Nimal')).getByRole('button', { name: 'View' }));
    expect(currentLocation()).toBe('/member/adminviewapplicant?userId=41');
    expect(JSON.parse(sessionStorage.getItem('application-approve') ?? 'null')).toMatchObject({ applicationId: 11, userId: 41, status: 15, firstName: 'Nimal' });
  });

  it('passes the start-up checks', () => {
    expect(checkRegistry([applications])).toEqual([]);
  });
});

describe('Approve Applications for staff who may not decide', () => {
  const showAs = (authProvider: AuthProvider) => {
    stubApi({ [LIST]: () => page(ROWS) });
    renderPage(<ResourceScreen resource={applications} />, '/member/viewapplications', authProvider);
  };

  it('a role reading applications without the permission to decide (an examiner) opens them but selects none to approve', async () => {
    showAs(signedInAs(53, 26, ['/member/viewapplications', '/member/adminviewapplicant']));
    expect(within(await rowOf('Nimal')).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).toBeNull();
  });

  it("a decider's own application cannot be selected for a bulk approval", async () => {
    showAs(signedInAs(41, 24, ['/member/viewapplications', '/member/adminviewapplicant', DECIDE.APPLICATIONS]));
    expect(within(await rowOf('Nimal')).getByRole('checkbox')).toBeDisabled(); // userId 41
    expect(within(await rowOf('Ruwan')).getByRole('checkbox')).toBeEnabled();
  });
});
