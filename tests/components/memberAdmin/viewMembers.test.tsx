import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { members } from '../../../resources/members';
import { checkRegistry } from '../../../src/framework/declare';
import { ResourceScreen } from '../../../src/framework';
import { currentLocation, page, renderPage, stubApi } from './memberApi';

const LIST = 'GET usermanagement/members';
// the API sends the stored status and the standing today (src/domain/memberStanding.mjs); the table shows the standing
const member = (memberID: number, memberNo: string, fullName: string, status: number, standing: string) => ({
  memberID,
  memberNo,
  fullName,
  memberTypeName: 'Associate Member',
  nicNumber: '199012345678',
  status,
  standing,
  validTillDate: '2026-12-31',
});
const ROWS = [
  member(11, 'M0011', 'Nimal Perera', 2, 'active'),
  member(12, 'M0012', 'Kamala Silva', 1, 'pending'),
  member(13, 'M0013', 'Sunil Fernando', 16, 'cancelled'),
  member(14, 'M0014', 'Ruwan Jayasinghe', 2, 'lapsed'),
];

afterEach(() => vi.unstubAllGlobals());

const show = () => {
  const api = stubApi({ [LIST]: () => page(ROWS) });
  renderPage(<ResourceScreen resource={members} />, '/member/viewmembers');
  return api;
};

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('View Members (/member/viewmembers, declared)', () => {
  it('pages members on the server: member no, name, type, NIC, status badge, valid till', async () => {
    const api = show();
    await screen.findByText('Nimal Perera');
    expect(api.calls(LIST)[0].query).toMatchObject({ page: '1', perPage: '10', sortColumn: 'memberNo', sortDirection: 'asc' });
    for (const header of ['Member No', 'Member Name', 'Member Type', 'NIC or Passport No', 'Status', 'Valid Till']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(await rowOf('Nimal Perera')).getByText('31/12/2026')).toBeInTheDocument();
  });

  it("shows each member's standing: Active, Pending and Cancelled as stored, an Active member past the grace period Lapsed", async () => {
    show();
    expect(within(await rowOf('Nimal Perera')).getByText('Active').closest('[data-status]')).toHaveAttribute('data-status', 'active');
    expect(within(await rowOf('Kamala Silva')).getByText('Pending').closest('[data-status]')).toHaveAttribute('data-status', 'pending');
    expect(within(await rowOf('Sunil Fernando')).getByText('Cancelled').closest('[data-status]')).toHaveAttribute('data-status', 'cancelled');
    expect(within(await rowOf('Ruwan Jayasinghe')).getByText('Lapsed').closest('[data-status]')).toHaveAttribute('data-status', 'lapsed');
  });

  it('filters by text on the server', async () => {
    const api = show();
    await screen.findByText('Nimal Perera');
    fireEvent.change(screen.getByPlaceholderText('Search Data'), { target: { value: 'Silva' } });
    await waitFor(() => expect(api.calls(LIST).some((r) => r.query.filterText === 'Silva')).toBe(true));
  });

  it('view and edit open the member staff pages with the memberID', async () => {
    show();
    fireEvent.click(within(await rowOf('Kamala Silva')).getByRole('button', { name: 'View' }));
    expect(currentLocation()).toBe('/member/adminviewmember?memberID=12');
    fireEvent.click(within(await rowOf('Sunil Fernando')).getByRole('button', { name: 'Edit' }));
    expect(currentLocation()).toBe('/member/admineditmember?memberID=13');
  });

  it('start-up checks hold a link placeholder to the fields', () => {
    expect(checkRegistry([members])).toEqual([]);
    const broken = { ...members, list: { ...members.list, links: { view: '/x?id={nope}' } } } as typeof members;
    expect(checkRegistry([broken])).toContain("resource 'members': view link placeholder {nope} names no field");
  });
});
