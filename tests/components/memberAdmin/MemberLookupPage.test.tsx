import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemberLookupPage } from '../../../src/features/memberAdmin/MemberLookupPage';
import { LOOKUP_ITEM, RECORD_ROUTES } from './memberFixtures';
import { renderPage, stubApi } from './memberApi';

afterEach(() => vi.unstubAllGlobals());

const show = () => {
  const api = stubApi({
    'GET application/memberdetails/M0011': () => ({ data: [LOOKUP_ITEM] }),
    'GET application/memberdetails/M9999': () => ({ data: [] }),
    ...RECORD_ROUTES,
  });
  renderPage(<MemberLookupPage />, '/user/memberdetails');
  return api;
};

const search = (memberNo: string) => {
  fireEvent.change(screen.getByLabelText('Member Number'), { target: { value: memberNo } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
};

describe('Member Lookup (/user/memberdetails)', () => {
  it('is headed by its route title and asks for a member number', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Member Lookup' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Member number is Required')).toBeInTheDocument();
  });

  it('shows the read-only details of the member found', async () => {
    show();
    search('M0011');
    const details = await screen.findByRole('region', { name: 'Member Details' });
    for (const [label, value] of [
      ['Title', 'Mr'],
      ['Member Name', 'Nimal Perera'],
      ['Member Type', 'Associate Member'],
      ['Contact Number', '0771234567'],
      ['NIC or Passport No', '199012345678'],
      ['Address', '12, Galle Road, Colombo'],
      ['Email', 'nimal@example.org'],
      ['Designation', 'Engineer'],
    ]) {
      expect(within(details).getByText(label).nextSibling).toHaveTextContent(value);
    }
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  });

  it('then the three record lists, each with status badges', async () => {
    show();
    search('M0011');
    const employment = await screen.findByRole('region', { name: 'Employment Details' });
    expect(await within(employment).findByText('Ceylon Tea Ltd')).toBeInTheDocument();
    expect(within(employment).getByText('Pending').closest('[data-status]')).toHaveAttribute('data-status', '1');
    expect(within(employment).getByText('Approved').closest('[data-status]')).toHaveAttribute('data-status', '2');
    const academic = screen.getByRole('region', { name: 'Academic Qualification Details' });
    expect(await within(academic).findByText('Reject')).toBeInTheDocument();
    const professional = screen.getByRole('region', { name: 'Professional Membership Details' });
    expect(await within(professional).findByText('IESL')).toBeInTheDocument();
  });

  it('says plainly when no member has the number', async () => {
    show();
    search('M9999');
    expect(await screen.findByText('No member found with member number M9999.')).toBeInTheDocument();
    expect(screen.queryByText('Member Name')).toBeNull();
  });
});
