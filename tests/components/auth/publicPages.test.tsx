import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RouteGate } from '../../../src/app/RouteGate';
import { PUBLIC_ROUTES } from '../../../src/app/routeTable';
import { LOGIN_PATH } from '../../../resources/screens';
import { text } from '../../../src/i18n/text';
import { openAt } from '../app/support/location';

/** The paths that show the sign-in page itself (spec §2: /, /login, /auth/signin-1). */
const SIGN_IN_PATHS = ['/', '/login', '/auth/signin-1'];

const visit = async (path: string) => {
  openAt(path);
  render(<RouteGate />);
  return screen.findByTestId('auth-card');
};

afterEach(() => sessionStorage.clear());

/** The public pages read as one product. */
describe('public pages', () => {
  it.each(PUBLIC_ROUTES.map((route) => [route.path, route.title] as const))('%s sits in the one card, under the institute’s name, headed by its route title', async (path, title) => {
    const card = await visit(path);
    // the name arrives with the page load's one identity call (here it fails: the catalogue's name)
    expect(await within(within(card).getByTestId('institute-brand')).findByText('The Institute')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 1 })).toHaveTextContent(text(title));
    const back = within(card).queryByRole('link', { name: 'Back to sign in' });
    if (SIGN_IN_PATHS.includes(path)) expect(back).toBeNull();
    else expect(back).toHaveAttribute('href', LOGIN_PATH);
  });

  it('shows the 404 of a visitor in the same card, with the way back to sign in', async () => {
    const card = await visit('/no/such/page');
    expect(within(card).getByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', LOGIN_PATH);
  });
});
