// The Renewal Reminders screen: the schedule's steps with the API's rules and words before anything is sent,
// the scheduled and sent lists, and "Run now" for the administrator alone.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { fakeDataProvider, renderInAdmin, signedInAs } from '../framework/harness';
import { RenewalRemindersPage } from '../../../src/features/reminders/RenewalRemindersPage';
import { mockHttpClient } from '../app/support/http';

const { post } = mockHttpClient();

const SCHEDULE: RaRecord = { id: 1, steps: [{ days: -30 }, { days: -7 }, { days: 7 }], updatedAt: null, updatedBy: null };
const SCHEDULED: RaRecord[] = [{ id: 3, memberID: 3, memberNo: 'M0003', memberName: 'Dilini Dissanayake', step: -30, stepLabel: '30 days before', dueOn: '2026-12-01', validTill: '2026-12-31' }];
const SENT: RaRecord[] = [{ id: 5, reminderId: 5, memberID: 4, memberNo: 'M0004', memberName: 'Kasun Perera', step: 7, stepLabel: '7 days after', validTill: '2025-12-31', amount: 7500, sentAt: '2026-01-07T04:30:00.000Z', outboxId: 812 }];

const server = () => {
  let schedule = SCHEDULE;
  return fakeDataProvider([], {
    getOne: async () => ({ data: schedule }) as never,
    getList: async (resource: string) => {
      const rows = resource === 'remindersScheduled' ? SCHEDULED : resource === 'remindersSent' ? SENT : [];
      return { data: rows, total: rows.length } as never;
    },
    update: async (_resource, params) => {
      schedule = { ...schedule, ...params.data };
      return { data: schedule } as never;
    },
  });
};

const ADMIN = signedInAs(1, 1);
const STAFF = signedInAs(40, 24, ['/member/renewal-reminders']);

afterEach(() => post.mockReset());

const openSchedule = async () => {
  const edit = await screen.findByRole('button', { name: 'Edit schedule' });
  await waitFor(() => expect(edit).toBeEnabled());
  fireEvent.click(edit);
  return screen.findByRole('dialog', { name: 'Reminder schedule' });
};
const dayInputs = (dialog: HTMLElement) => within(dialog).getAllByLabelText(/Days from valid till/) as HTMLInputElement[];

describe('Renewal Reminders (/member/renewal-reminders)', () => {
  it('shows the schedule, what is scheduled next and what was sent, dates as DD/MM/YYYY', async () => {
    renderInAdmin(<RenewalRemindersPage />, server(), ADMIN);
    expect(await screen.findByRole('heading', { name: 'Renewal Reminders', level: 1 })).toBeInTheDocument();
    const scheduled = await screen.findByRole('region', { name: 'Scheduled next' });
    expect(await within(scheduled).findByText('M0003')).toBeInTheDocument();
    expect(within(scheduled).getByText('30 days before')).toBeInTheDocument();
    expect(within(scheduled).getByText('01/12/2026')).toBeInTheDocument();
    const sent = screen.getByRole('region', { name: 'Sent' });
    expect(await within(sent).findByText('M0004')).toBeInTheDocument();
    expect(within(sent).getByText('7 days after')).toBeInTheDocument();
    expect(within(sent).getByText('31/12/2025')).toBeInTheDocument();
  });

  it('refuses two steps on the same day, too many steps and a day out of range with the API\'s words, sending nothing', async () => {
    const provider = server();
    renderInAdmin(<RenewalRemindersPage />, provider, ADMIN);
    const dialog = await openSchedule();
    expect(dayInputs(dialog).map((input) => input.value)).toEqual(['-30', '-7', '7']);
    fireEvent.change(dayInputs(dialog)[2], { target: { value: '-7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Two steps fall on the same day')).toBeInTheDocument();

    fireEvent.change(dayInputs(dialog)[2], { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findAllByText('Each step is a whole number of days from -365 to 365')).not.toHaveLength(0);

    fireEvent.change(dayInputs(dialog)[2], { target: { value: '7' } });
    for (let i = 0; i < 4; i += 1) fireEvent.click(within(dialog).getByRole('button', { name: 'Add step' }));
    dayInputs(dialog).slice(3).forEach((input, at) => fireEvent.change(input, { target: { value: String(at + 1) } }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('At most 6 reminder steps')).toBeInTheDocument();
    expect(provider.update).not.toHaveBeenCalled();
  });

  it('saves a valid schedule as steps of days and says so', async () => {
    const provider = server();
    renderInAdmin(<RenewalRemindersPage />, provider, ADMIN);
    const dialog = await openSchedule();
    fireEvent.change(dayInputs(dialog)[0], { target: { value: '-14' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Update it!' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(provider.update.mock.calls[0][1].data).toMatchObject({ steps: [{ days: -14 }, { days: -7 }, { days: 7 }] });
    expect(await screen.findByText('The reminder schedule has been saved')).toBeInTheDocument();
  });

  it('offers Run now to the administrator, who confirms it (it mails members) and is told how many were sent', async () => {
    post.mockResolvedValue({ statusCode: '00', status: 'Reminders sent: 3', sent: 3 });
    renderInAdmin(<RenewalRemindersPage />, server(), ADMIN);
    fireEvent.click(await screen.findByRole('button', { name: 'Run now' }));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText('Send every renewal reminder due today now?')).toBeInTheDocument();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Run now' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('renewal-reminders/run'));
    expect(await screen.findByText('Reminders sent: 3')).toBeInTheDocument();
  });

  it('gives staff holding the screen the schedule and the lists, but no Run now (the API runs it for the administrator only)', async () => {
    renderInAdmin(<RenewalRemindersPage />, server(), STAFF);
    expect(await screen.findByRole('button', { name: 'Edit schedule' })).toBeInTheDocument();
    expect(await screen.findByText('M0003')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run now' })).not.toBeInTheDocument();
  });
});
