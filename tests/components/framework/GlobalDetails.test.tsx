import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type RaRecord } from 'react-admin';
import { ResourceScreen } from '../../../src/framework';
import { globalDetails } from '../../../resources/globalDetails';
import { fakeDataProvider, renderInAdmin } from './harness';

const stored = (): RaRecord => ({
  id: '3',
  gid: '3',
  frontURL: 'http://localhost:5173/',
  domainDestription: 'Institute portal',
  coreURL: 'http://localhost:3001/api',
  date: '2024-01-15',
  userExpirationDays: 90,
  userLoginAttempts: 3,
  encryptKey: 'secret-key',
  companyName: 'The Institute',
  footerTitle: 'Footer',
  versionNumber: '1.0.0',
  logoPath: '/logo.png',
  userMalePath: '/male.png',
  userFemalePath: '/female.png',
});

/** A server holding record 3 that updates it in place (so a refetch shows the new values). */
const server = (update?: () => Promise<never>) => {
  let record = stored();
  return fakeDataProvider([], {
    getOne: async () => ({ data: record }) as never,
    update:
      update ??
      (async (_resource, params) => {
        record = { ...record, ...params.data };
        return { data: record } as never;
      }),
  });
};

afterEach(() => vi.restoreAllMocks());

const openForm = async () => {
  await screen.findByText('The Institute');
  fireEvent.click(await screen.findByRole('button', { name: 'Update Global Details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update Global Details' });
  return dialog;
};

describe('Global Details screen (/param/globaldata)', () => {
  it('shows a read-only grid of the settings of record 3', async () => {
    const provider = server();
    renderInAdmin(<ResourceScreen resource={globalDetails} />, provider);
    expect(await screen.findByRole('heading', { name: 'Global Details' })).toBeInTheDocument();
    expect(await screen.findByText('The Institute')).toBeInTheDocument();
    expect(provider.getOne).toHaveBeenCalledWith('globaldetails', expect.objectContaining({ id: 3 }));
    expect(screen.getByText('User Login Attempts')).toBeInTheDocument();
    expect(screen.getByText('User Female Image Path')).toBeInTheDocument();
    expect(screen.getByText('15/01/2024')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("opens the prefilled modal; 'Update it!' updates id 3 with gid '3', toasts 'Gmt Update Success', grid shows new values", async () => {
    const provider = server();
    renderInAdmin(<ResourceScreen resource={globalDetails} />, provider);
    const dialog = await openForm();
    expect(within(dialog).getByLabelText('Company Name')).toHaveValue('The Institute');
    expect(within(dialog).getByLabelText('User Login Attempts')).toHaveValue(3);
    expect(within(dialog).getByLabelText('Date')).toHaveValue('15/01/2024');
    fireEvent.change(within(dialog).getByLabelText('Company Name'), { target: { value: 'New Name' } });
    fireEvent.change(within(dialog).getByLabelText('User Login Attempts'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));

    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent('Update the global details?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Update it!' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    const [resource, params] = provider.update.mock.calls[0];
    expect(resource).toBe('globaldetails');
    expect(params.id).toBe(3);
    expect(params.data).toMatchObject({ gid: '3', companyName: 'New Name', userLoginAttempts: 5, date: '2024-01-15' });
    expect(params.previousData).toMatchObject({ companyName: 'The Institute' });

    expect(await screen.findByText('Gmt Update Success')).toBeInTheDocument();
    expect(await screen.findByText('New Name')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Global Details' })).not.toBeInTheDocument());
  });

  it("shows the server's message when the update fails ('02'), and logs no error: the server meant it", async () => {
    const errors = vi.spyOn(console, 'error');
    const refusal = 'User login attempts must be a whole number from 1 to 20';
    const provider = server(() => Promise.reject(new HttpError(refusal, 200, { status: refusal, statusCode: '02' })));
    renderInAdmin(<ResourceScreen resource={globalDetails} />, provider);
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Update it!' }));
    expect(await screen.findByText('User login attempts must be a whole number from 1 to 20')).toBeInTheDocument();
    expect(screen.queryByText('Gmt Update Success')).not.toBeInTheDocument();
    expect(errors.mock.calls.flat().some((arg) => arg instanceof HttpError)).toBe(false);
  });

  it('has no validation: emptied fields still submit', async () => {
    const provider = server();
    renderInAdmin(<ResourceScreen resource={globalDetails} />, provider);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText('Front URL'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Update it!' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(provider.update.mock.calls[0][1].data.frontURL).toBeNull(); // react-admin inputs turn '' into null
  });
});

describe('Global Details: the encrypt key', () => {
  it('shows as dots in the grid until revealed with the eye button', async () => {
    renderInAdmin(<ResourceScreen resource={globalDetails} />, server());
    await screen.findByText('The Institute');
    expect(screen.queryByText('secret-key')).not.toBeInTheDocument();
    const key = document.querySelector('[data-field="encryptKey"]') as HTMLElement;
    expect(key).toHaveTextContent('••••••••');
    fireEvent.click(within(key).getByRole('button', { name: 'Show Encrypt Key' }));
    expect(within(key).getByText('secret-key')).toBeInTheDocument();
    fireEvent.click(within(key).getByRole('button', { name: 'Hide Encrypt Key' }));
    expect(within(key).queryByText('secret-key')).not.toBeInTheDocument();
  });

  it('is a password-style input in the form, with a reveal toggle, and is sent as typed', async () => {
    const provider = server();
    renderInAdmin(<ResourceScreen resource={globalDetails} />, provider);
    const dialog = await openForm();
    const input = within(dialog).getByLabelText('Encrypt Key');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveValue('secret-key');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show Encrypt Key' }));
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.change(input, { target: { value: 'new-key' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Update it!' }));
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    expect(provider.update.mock.calls[0][1].data.encryptKey).toBe('new-key');
  });
});
