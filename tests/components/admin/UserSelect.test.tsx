import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UserSelect } from '../../../src/features/admin/UserSelect';
import { HttpError } from '../../../src/providers/httpError';
import { httpMock, renderAdminPage } from './harness';

vi.mock('../../../src/providers/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), request: vi.fn() } }));

const USERS = [
  { userID: 7, username: 'nimal@example.org', firstName: 'Nimal', lastName: 'Perera', statusID: 2 },
  { userID: 9, username: 'kamala@example.org', firstName: 'Kamala', lastName: 'Silva', statusID: 2 },
];

const onChange = vi.fn();

const Harness = ({ status }: { status?: number }) => {
  const [value, setValue] = useState<number | null>(null);
  return (
    <UserSelect
      status={status}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
};

beforeEach(() => {
  vi.clearAllMocks();
  httpMock.get.mockResolvedValue(USERS);
});

describe('the status-filtered user select (spec §2 "Other")', () => {
  it('asks for approved users (status 2) by default', async () => {
    renderAdminPage(<Harness />);
    await waitFor(() => expect(httpMock.get).toHaveBeenCalledWith('usermanagement/get-all-usernames', { status: 2 }));
  });

  it('passes the status it is given', async () => {
    renderAdminPage(<Harness status={1} />);
    await waitFor(() => expect(httpMock.get).toHaveBeenCalledWith('usermanagement/get-all-usernames', { status: 1 }));
  });

  it("shows 'First Last (email)', searches, and its value is the userID", async () => {
    renderAdminPage(<Harness />);
    const input = screen.getByRole('combobox', { name: 'User' });
    await userEvent.click(input);
    expect(await screen.findByRole('option', { name: 'Nimal Perera (nimal@example.org)' })).toBeInTheDocument();
    await userEvent.type(input, 'kam');
    expect(screen.queryByRole('option', { name: /Nimal/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Kamala Silva (kamala@example.org)' }));
    expect(onChange).toHaveBeenLastCalledWith(9);
    expect(input).toHaveValue('Kamala Silva (kamala@example.org)');
  });

  it('shows a loading state, then an empty state', async () => {
    let answer: (users: unknown[]) => void = () => undefined;
    httpMock.get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAdminPage(<Harness />);
    await userEvent.click(screen.getByRole('combobox', { name: 'User' }));
    expect(await screen.findByText('Loading users...')).toBeInTheDocument();
    answer([]);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('says when the users could not be loaded', async () => {
    httpMock.get.mockRejectedValue(new HttpError('You are not allowed to use this function', 403));
    renderAdminPage(<Harness />);
    expect(await screen.findByText('The users could not be loaded')).toBeInTheDocument();
  });
});
