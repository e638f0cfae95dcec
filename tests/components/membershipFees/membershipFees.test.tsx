import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceScreen } from '../../../src/framework';
import { membershipFees } from '../../../resources/membershipFees';
import { resources } from '../../../resources';
import { checkRegistry } from '../../../src/framework/declare';
import { asSeenBy } from '../../../src/framework/writeAccess';
import { ROLE } from '../../../src/domain/roles';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { http } from '../../../src/providers/http';
import { renderInAdmin, signedInAs } from '../framework/harness';
import { chooseOption, dialogNamed, submitAndConfirm, typeInto } from '../admin-declared/fakeApi';
import { failed, ok, page, stubApi, waitForCall, type Routes } from '../memberAdmin/memberApi';

const LIST = 'GET application/get-payment-fee-from-table';
const fee = (feeId: number, membertypeid: number, memberTypeName: string, effectiveYear: number, entranceFee: number, annualSubscription: number) => ({
  feeId,
  membertypeid,
  memberTypeName,
  effectiveYear,
  entranceFee,
  annualSubscription,
  updatedAt: '2025-01-02T10:00:00Z',
  updatedBy: 1,
});
const ROWS = [fee(7, 2, 'Associate Member', 2026, 25000, 7500), fee(8, 2, 'Associate Member', 2025, 20000, 7000), fee(9, 5, 'Honorary Member', 2026, 0, 0)];
const TYPES = [
  { id: 1, memberTypeId: 1, typeDes: 'Student Member' },
  { id: 2, memberTypeId: 2, typeDes: 'Associate Member' },
  { id: 5, memberTypeId: 5, typeDes: 'Honorary Member' },
];

afterEach(() => vi.unstubAllGlobals());

/** Six helpers share two cores: give validation more than findBy's default second. */
const SLOW = { timeout: 5000 };
/** The form re-renders when its lookup arrives, so the message is looked up again until it stays. */
const shows = (dialog: HTMLElement, text: string) => waitFor(() => expect(within(dialog).getByText(text)).toBeInTheDocument(), SLOW);

const STAFF = signedInAs(1, ROLE.ADMIN);
const MEMBER = signedInAs(11, ROLE.MEMBER);

const show = (signedIn = STAFF, routes: Routes = {}) => {
  const api = stubApi({ [LIST]: () => page(ROWS), 'GET usermanagement/get-member-types': () => TYPES, ...routes });
  renderInAdmin(<ResourceScreen resource={membershipFees} />, createDataProvider(resources, http), signedIn);
  return api;
};

const rowOf = async (text: string) => (await screen.findAllByText(text))[0].closest('tr') as HTMLElement;
const openCreate = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add New' }));
  return dialogNamed('Membership Fee');
};
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('Membership Fees (/user/membership-fees, declared)', () => {
  it('passes the registry checks', () => {
    expect(checkRegistry(resources).filter((problem) => problem.includes('membershipFees'))).toEqual([]);
  });

  it('pages the fee schedule on the server: member type, effective year, entrance fee and annual subscription in LKR with .00', async () => {
    const api = show();
    expect(await screen.findByRole('heading', { name: 'Membership Fees' })).toBeInTheDocument();
    await screen.findByText('Honorary Member');
    expect(api.calls(LIST)[0].query).toMatchObject({ page: '1', perPage: '10', sortColumn: 'memberTypeName', sortDirection: 'asc', filterText: '' });
    for (const header of ['Member Type', 'Effective Year', 'Entrance Fee', 'Annual Subscription']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = await rowOf('2026');
    expect(within(row).getByText('LKR 25,000.00')).toBeInTheDocument();
    expect(within(row).getByText('LKR 7,500.00')).toBeInTheDocument();
    expect(within(await rowOf('Honorary Member')).getAllByText('LKR 0.00')).toHaveLength(2);
  });

  it('staff get Add New, edit and delete', async () => {
    show();
    const row = await rowOf('2026');
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add New' })).toBeInTheDocument();
  });

  it('a member (role 22) reads the schedule with no Add New, edit, delete nor action column', async () => {
    show(MEMBER);
    await screen.findByText('Honorary Member');
    expect(screen.getByText('LKR 25,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
  });

  it('writing is for staff roles only: not applicants, members, nor a viewer not yet known', () => {
    const writes = (permissions: unknown) => asSeenBy(membershipFees, { id: 1, permissions }).list?.canCreate === true;
    expect(writes(ROLE.ADMIN)).toBe(true);
    expect(writes(30)).toBe(true);
    expect(writes(ROLE.MEMBER)).toBe(false);
    expect(writes(ROLE.APPLICANT)).toBe(false);
    expect(writes(undefined)).toBe(false);
    expect(asSeenBy(membershipFees, { permissions: ROLE.MEMBER }).list?.rowActions).toEqual([]);
  });

  it('validates the form with its messages', async () => {
    show();
    const dialog = await openCreate();
    save(dialog);
    await shows(dialog, 'Member type is required');
    expect(within(dialog).getByText('Effective year is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Entrance fee is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Annual subscription is required')).toBeInTheDocument();
    for (const year of ['1999', '2031', '2025.5']) {
      typeInto(dialog, /Effective Year/, year);
      await shows(dialog, 'Effective year must be a whole number from 2000 to 2030');
    }
    for (const amount of ['-1', '10000000.01', '12.345']) {
      typeInto(dialog, /Entrance Fee/, amount);
      typeInto(dialog, /Annual Subscription/, amount);
      await shows(dialog, 'Entrance fee must be an amount from 0 to 10,000,000 with at most 2 decimals');
      await shows(dialog, 'Annual subscription must be an amount from 0 to 10,000,000 with at most 2 decimals');
    }
    typeInto(dialog, /Entrance Fee/, '10000000');
    typeInto(dialog, /Annual Subscription/, '0.25');
    await waitFor(() => expect(within(dialog).queryByText(/must be an amount from 0/)).not.toBeInTheDocument(), SLOW);
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
  });

  it("creates with 'Yes': POST application/membership-fees {membertypeid, effectiveYear, entranceFee, annualSubscription}, 'Saved Successfully'", async () => {
    const api = show(STAFF, { 'POST application/membership-fees': () => ok('Saved Successfully', { feeId: 10 }) });
    const dialog = await openCreate();
    await chooseOption(dialog, /Member Type/, 'Student Member');
    typeInto(dialog, /Effective Year/, '2027');
    typeInto(dialog, /Entrance Fee/, '5000');
    typeInto(dialog, /Annual Subscription/, '2500.5');
    await submitAndConfirm(dialog, 'Save', 'Yes');
    await waitForCall(api, 'POST application/membership-fees');
    expect(api.calls('POST application/membership-fees')[0].body).toEqual({ membertypeid: 1, effectiveYear: 2027, entranceFee: 5000, annualSubscription: 2500.5 });
    expect(await screen.findByText('Saved Successfully')).toBeInTheDocument();
  });

  it("says the server's words when the type and year already have a fee ('02')", async () => {
    show(STAFF, { 'POST application/membership-fees': () => failed('A fee for this member type and year already exists') });
    const dialog = await openCreate();
    await chooseOption(dialog, /Member Type/, 'Associate Member');
    typeInto(dialog, /Effective Year/, '2026');
    typeInto(dialog, /Entrance Fee/, '1');
    typeInto(dialog, /Annual Subscription/, '1');
    await submitAndConfirm(dialog, 'Save', 'Yes');
    expect(await screen.findByText('A fee for this member type and year already exists')).toBeInTheDocument();
  });

  it("edits with 'Update it!': PUT application/membership-fees/{feeId}, 'Updated Successfully'", async () => {
    const api = show(STAFF, { 'PUT application/membership-fees/7': () => ok('Updated Successfully') });
    fireEvent.click(within(await rowOf('2026')).getByRole('button', { name: 'Edit' }));
    const dialog = await dialogNamed('Membership Fee');
    expect(within(dialog).getByLabelText(/Annual Subscription/)).toHaveValue(7500);
    typeInto(dialog, /Annual Subscription/, '8000');
    await submitAndConfirm(dialog, 'Update', 'Update it!');
    await waitForCall(api, 'PUT application/membership-fees/7');
    expect(api.calls('PUT application/membership-fees/7')[0].body).toMatchObject({ membertypeid: 2, effectiveYear: 2026, entranceFee: 25000, annualSubscription: 8000 });
    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();
  });

  it("deletes after 'Are you sure?' / 'You won't be able to revert this!' / 'Delete it!': DELETE application/membership-fees/{feeId}", async () => {
    const api = show(STAFF, { 'DELETE application/membership-fees/8': () => ok('Deleted Successfully') });
    fireEvent.click(within(await rowOf('2025')).getByRole('button', { name: 'Delete' }));
    const sure = await dialogNamed('Are you sure?');
    expect(within(sure).getByText("You won't be able to revert this!")).toBeInTheDocument();
    fireEvent.click(within(sure).getByRole('button', { name: 'Delete it!' }));
    await waitForCall(api, 'DELETE application/membership-fees/8');
    expect(await screen.findByText('Deleted Successfully')).toBeInTheDocument();
  });
});
