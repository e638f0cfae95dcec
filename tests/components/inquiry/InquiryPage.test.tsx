import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { InquiryPage } from '../../../src/features/inquiry/InquiryPage';
import { HttpError } from '../../../src/providers/httpError';
import { mockHttpClient } from '../app/support/http';

// The refusal tests type key by key on purpose: several seconds when the machine is busy.
vi.setConfig({ testTimeout: 15_000 });
const { post } = mockHttpClient();

const RECEIVED = 'Your inquiry has been received. We will contact you by e-mail.';

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue({ status: RECEIVED, statusCode: '00', inquiryId: 4 });
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <InquiryPage />
    </MemoryRouter>,
  );

const type = (label: string | RegExp, value: string) => userEvent.type(screen.getByLabelText(label), value);
/**
 * Valid texts are pasted: typing them key by key says nothing more and, on a busy machine, pushed a test
 * past vitest's 5 s timeout. The values under test are still typed.
 */
const paste = async (label: string | RegExp, value: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
};
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));

const fillRequired = async () => {
  await paste('Name', 'Nimal Perera');
  await paste('E-mail', 'nimal@example.org');
  await paste('Subject', 'Cannot log in');
  await paste('Message', 'My password is not accepted.');
};

describe('Trouble logging in? (public /user-inquiry-form)', () => {
  it('shows the form with its fields and a link back to the login', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'User Inquiry' })).toBeInTheDocument();
    for (const label of ['Name', 'E-mail', 'Phone (optional)', 'Member Number (optional)', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('a refused send focuses the first field in error and says how many need attention', async () => {
    renderPage();
    await paste('Name', 'Nimal Perera');
    await send();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByTestId('form-attention')).toHaveTextContent('3 fields need attention');
  });

  it('names every missing required field and sends nothing', async () => {
    renderPage();
    await send();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('E-mail cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail, a bad phone and a member number over 5 characters', async () => {
    renderPage();
    await fillRequired();
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await type('E-mail', 'nimal@example');
    await type('Phone (optional)', '12ab');
    await type('Member Number (optional)', 'M00012');
    await send();
    expect(screen.getByText('Please enter valid e-mail')).toBeInTheDocument();
    expect(screen.getByText('Invalid contact number')).toBeInTheDocument();
    expect(screen.getByText('Invalid Member number')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('counts the message and refuses more than 1000 characters', async () => {
    renderPage();
    await fillRequired();
    await userEvent.clear(screen.getByLabelText('Message'));
    await paste('Message', 'x'.repeat(1000));
    expect(screen.getByText('1000/1000')).toBeInTheDocument();
    await paste('Message', 'y');
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
    await send();
    expect(screen.getByText('Message is too long (maximum is 1000 characters)')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('clears a field error once the field is edited', async () => {
    renderPage();
    await send();
    await type('Name', 'N');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
  });

  it("posts the inquiry (optional fields left out when empty) and shows the server's answer", async () => {
    renderPage();
    await fillRequired();
    await send();
    expect(post).toHaveBeenCalledWith('inquiries', {
      name: 'Nimal Perera',
      email: 'nimal@example.org',
      subject: 'Cannot log in',
      message: 'My password is not accepted.',
    });
    expect(await screen.findByText(RECEIVED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send inquiry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('sends phone and member number when given, exactly 5 characters being allowed', async () => {
    renderPage();
    await fillRequired();
    await type('Phone (optional)', '+94 77 123 4567');
    await type('Member Number (optional)', 'M0001');
    await send();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0][1]).toMatchObject({ phone: '+94 77 123 4567', memberNo: 'M0001' });
  });

  it("shows the server's reason when it refuses, keeping what was typed", async () => {
    post.mockRejectedValue(new HttpError('Please fill in all required fields', 400, { status: 'Please fill in all required fields', statusCode: '05' }));
    renderPage();
    await fillRequired();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByLabelText('Name')).toHaveValue('Nimal Perera');
    expect(screen.getByRole('button', { name: 'Send inquiry' })).toBeEnabled();
  });

  it('says it could not be sent when the failure has no text', async () => {
    post.mockRejectedValue(new Error(''));
    renderPage();
    await fillRequired();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your inquiry could not be sent. Please try again.');
  });
});
