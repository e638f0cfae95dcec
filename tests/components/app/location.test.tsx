import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link } from 'react-router-dom';
import { usePathname } from '../../../src/routing/location/browserLocation';
import { LightLink } from '../../../src/routing/location/LightLink';
import { LocationRelay } from '../../../src/routing/location/LocationRelay';
import { Redirect } from '../../../src/routing/location/Redirect';
import { openAt } from './support/location';

/** What the entry's gate sees: the browser's location. */
const Where = () => <output data-testid="path">{usePathname()}</output>;

afterEach(() => openAt('/'));

describe("the public pages' router (no react-router on /login)", () => {
  it('follows a link within the page', () => {
    openAt('/login');
    render(
      <>
        <Where />
        <LightLink to="/signup">Sign Up</LightLink>
      </>,
    );
    const click = fireEvent.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(click).toBe(false); // the browser's own navigation (a page load) was prevented
    expect(window.location.pathname).toBe('/signup');
    expect(screen.getByTestId('path')).toHaveTextContent('/signup');
  });

  it('leaves a click with a modifier key (a new tab) to the browser', () => {
    openAt('/login');
    render(<LightLink to="/events">Events</LightLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Events' }), { ctrlKey: true })).toBe(true);
    expect(window.location.pathname).toBe('/login');
  });

  it('redirects in place of the current entry', () => {
    openAt('/user/all');
    const entries = window.history.length;
    render(
      <>
        <Where />
        <Redirect to="/login" />
      </>,
    );
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
    expect(window.history.length).toBe(entries);
  });

  it("hears of the signed-in shell's moves (react-router), e.g. logout to /login", () => {
    openAt('/member/admin-dashboard');
    render(
      <>
        <Where />
        <BrowserRouter>
          <LocationRelay />
          <Link to="/login">Logout</Link>
        </BrowserRouter>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Logout' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
  });
});
