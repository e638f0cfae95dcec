import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
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
  it('pages applications on the server sorted by applicationId asc, with the spec row columns', async () => {
    const api = show();
    await screen.findByText('Nimal');
    expect(api.calls(LIST)[0].query).toMatchObject({ page: '1', perPage: '10', sortColumn: 'applicationId', sortDirection: 'asc', filterText: '' });
    for (const header of ['ID', 'NIC', 'Title', 'First Name', 'Last Name', 'Mobile', 'E-mail', 'Created Date', 'Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = await rowOf('Nimal');
    for (const text of ['11', '1990123411', 'Mr', 'Perera', '0771234567', 'nimal@example.org']) expect(within(row).getByText(text)).toBeInTheDocument();
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

  it('offers the review action only on submitted (15) rows', async () => {
    show();
    expect(within(await rowOf('Nimal')).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(await rowOf('Ruwan')).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(await rowOf('Kamala')).queryByRole('button', { name: 'View' })).toBeNull();
    expect(within(await rowOf('Sunil')).queryByRole('button', { name: 'View' })).toBeNull();
  });

  it('review keeps the row under application-approve and opens /member/adminviewapplicant', async () => {
    show();
    fireEvent.click(within(await rowOf('Nimal')).getByRole('button', { name: 'View' }));
    expect(currentLocation()).toBe('/member/adminviewapplicant');
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
