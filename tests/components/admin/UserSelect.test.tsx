import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UserSelect } from '../../../src/features/admin/UserSelect';
import { HttpError } from '../../../src/providers/httpError';
import type { RequestOptions } from '../../../src/providers/http';
import { listReply, renderAdminPage, requestsTo } from './harness';
import { mockHttpClient } from '../app/support/http';

const httpMock = mockHttpClient();

const NIMAL = { userID: 7, username: 'nimal@example.org', email: 'nimal@example.org', firstName: 'Nimal', lastName: 'Perera', fullName: 'Nimal Perera', statusID: 2 };
const KAMALA = { userID: 9, username: 'kamala@example.org', email: 'kamala@example.org', firstName: 'Kamala', lastName: 'Silva', fullName: 'Kamala Silva', statusID: 2 };
const USERS = [NIMAL, KAMALA];

/** The server: a page of the users matching filterText (as get-all-usernames answers), or those asked by id. */
const serve = async (options: RequestOptions) => {
  const query = options.query ?? {};
  if (query.ids !== undefined) return listReply(USERS.filter((user) => String(query.ids).split(',').includes(String(user.userID))));
  const text = String(query.filterText ?? '').toLowerCase();
  return listReply(USERS.filter((user) => `${user.fullName} ${user.email}`.toLowerCase().includes(text)), 11_648);
};

const onChange = vi.fn();

const Harness = ({ status, initial = null }: { status?: number; initial?: number | null }) => {
  const [value, setValue] = useState<number | null>(initial);
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

const userCalls = () => requestsTo('usermanagement/get-all-usernames');

beforeEach(() => {
  vi.clearAllMocks();
  httpMock.request.mockImplementation(serve);
});

describe('the status-filtered user select (spec §2 "Other"), searched on the server', () => {
  it('asks nothing until opened, then one page of approved users (status 2) by name: never every user', async () => {
    renderAdminPage(<Harness />);
    const input = screen.getByRole('combobox', { name: 'User' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(userCalls()).toHaveLength(0);
    await userEvent.click(input);
    expect(await screen.findByRole('option', { name: 'Nimal Perera (nimal@example.org)' })).toBeInTheDocument();
    expect(userCalls()[0]).toMatchObject({
      method: 'GET',
      query: { status: 2, page: 1, perPage: 20, sortColumn: 'fullName', sortDirection: 'asc', filterText: '' },
    });
  });

  it('passes the status it is given', async () => {
    renderAdminPage(<Harness status={1} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'User' }));
    await waitFor(() => expect(userCalls()[0]?.query).toMatchObject({ status: 1 }));
  });

  it("asks nothing for one character, then searches the typed text after a pause; shows 'First Last (email)', its value the userID", async () => {
    renderAdminPage(<Harness />);
    const input = screen.getByRole('combobox', { name: 'User' });
    await userEvent.click(input);
    await screen.findByRole('option', { name: /Nimal/ });
    await userEvent.type(input, 'k');
    expect(await screen.findByText('Type at least 2 characters to search')).toBeInTheDocument();
    expect(userCalls()).toHaveLength(1);
    await userEvent.type(input, 'am');
    await screen.findByRole('option', { name: 'Kamala Silva (kamala@example.org)' });
    // the previous options may stay until the matches arrive
    await waitFor(() => expect(screen.queryByRole('option', { name: /Nimal/ })).not.toBeInTheDocument());
    const kamala = screen.getByRole('option', { name: 'Kamala Silva (kamala@example.org)' });
    // one search for the text the user paused on, not one per key
    expect(userCalls().map((call) => call.query?.filterText)).toEqual(['', 'kam']);
    await userEvent.click(kamala);
    expect(onChange).toHaveBeenLastCalledWith(9);
    expect(input).toHaveValue('Kamala Silva (kamala@example.org)');
  });

  it('shows a chosen user it was given by reading that one user by id', async () => {
    renderAdminPage(<Harness initial={9} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue('Kamala Silva (kamala@example.org)'));
    expect(userCalls()).toHaveLength(1);
    expect(userCalls()[0].query).toMatchObject({ idField: 'userID', ids: '9', perPage: 1 });
  });

  it('says when nobody matches, and when the users could not be searched', async () => {
    renderAdminPage(<Harness />);
    const input = screen.getByRole('combobox', { name: 'User' });
    await userEvent.click(input);
    await userEvent.type(input, 'zz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    httpMock.request.mockRejectedValue(new HttpError('You are not allowed to use this function', 403));
    await userEvent.type(input, 'q');
    expect(await screen.findByText('The options could not be loaded')).toBeInTheDocument();
  });
});
