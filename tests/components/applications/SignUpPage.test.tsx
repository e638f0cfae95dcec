/** /signup (public, no react-admin): the sign-up's messages (spec §5) and its outcomes (success, duplicate e-mail, duplicate NIC). */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SignUpPage } from '../../../src/features/auth/signup/SignUpPage';
import { HttpError } from '../../../src/providers/httpError';
import { mockHttpClient } from '../app/support/http';

const { post, get } = mockHttpClient();

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  get.mockResolvedValue([{ memberTypeId: 1, typeDes: 'Student' }, { memberTypeId: 2, typeDes: 'Associate' }]);
  post.mockResolvedValue({ statusCode: '00', status: 'Registration successful. Your password has been sent to nimal@example.org.' });
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <SignUpPage />
    </MemoryRouter>,
  );

const set = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

const fill = async () => {
  await screen.findByRole('option', { name: 'Associate' });
  set(/First Name/, 'Nimal');
  set(/Last Name/, 'Perera');
  set(/E-mail/, 'nimal@example.org');
  set(/NIC or Passport No/, '851031234V');
  set(/Contact Number/, '0771234567');
  set(/Member Type/, '2');
};

describe('sign-up', () => {
  it('shows every required message and sends nothing', async () => {
    renderPage();
    send();
    for (const text of ['First Name is Required', 'Last Name is Required', 'E-mail cannot be empty', 'NIC Number cannot be empty', 'Contact Number cannot be empty', 'Member Type cannot be empty'])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    [/First Name/, 'Nimal1', 'Please enter your first name using only letters'],
    [/First Name/, 'Abcdefghijklmnop', 'Invalid name'],
    [/Last Name/, 'Perera2', 'Only letters are allowed for this field'],
    [/E-mail/, 'nimal@', 'Please enter valid e-mail'],
    [/NIC or Passport No/, '12345', 'Invalid NIC format'],
    [/NIC or Passport No/, '1234567890123', 'NIC number must be 12 characters long'],
    [/Contact Number/, '12345', 'Invalid contact number'],
  ])('%s = "%s" says "%s"', async (label, value, text) => {
    renderPage();
    await fill();
    set(label, value);
    send();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('a field passing its rules is green once left (spec §5); one breaking them is not', async () => {
    renderPage();
    await screen.findByRole('option', { name: 'Associate' });
    const green = (label: RegExp) => screen.getByLabelText(label).closest('[data-valid]') !== null;
    set(/First Name/, 'Nimal');
    set(/E-mail/, 'nimal@');
    set(/Member Type/, '2');
    for (const label of [/First Name/, /E-mail/, /Member Type/, /Last Name/]) fireEvent.blur(screen.getByLabelText(label));
    expect(green(/First Name/)).toBe(true);
    expect(green(/Member Type/)).toBe(true);
    expect(green(/E-mail/)).toBe(false);
    expect(green(/Last Name/)).toBe(false);
    set(/E-mail/, 'nimal@example.org');
    expect(green(/E-mail/)).toBe(true);
  });

  it('blocks the letter e in the contact number and lists the public member types', async () => {
    renderPage();
    expect(await screen.findByRole('option', { name: 'Student' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('usermanagement/member/signup-member-types');
    expect(fireEvent.keyDown(screen.getByLabelText(/Contact Number/), { key: 'e' })).toBe(false);
  });

  it('registers and says the password is in their e-mail, with the way back to sign in', async () => {
    renderPage();
    await fill();
    send();
    expect(await screen.findByText('Registration successful. Your password has been sent to nimal@example.org.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('usermanagement/member/quickregister', {
      firstName: 'Nimal', lastName: 'Perera', email: 'nimal@example.org', nicNumber: '851031234V', mobileNo: '0771234567', membertypeid: 2,
    });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['An account with this e-mail already exists. Sign in, or reset your password.'],
    ['Duplicate NIC'],
  ])('shows the server\'s refusal "%s" and keeps the form', async (text) => {
    post.mockRejectedValue(new HttpError(text, 409, { statusCode: '02', status: text }));
    renderPage();
    await fill();
    send();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Nimal');
  });

  it('says so when the member types cannot be loaded', async () => {
    get.mockRejectedValue(new HttpError('no route', 404));
    renderPage();
    await waitFor(() => expect(screen.getByText('The member types could not be loaded. Please try again later.')).toBeInTheDocument());
  });
});
