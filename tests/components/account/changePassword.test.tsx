import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { findRoute } from '../../../src/app/routeTable';
import { PasswordResetPage } from '../../../src/features/auth/PasswordResetPage';
import { renderPage } from '../memberAdmin/memberApi';

const loaded = async (path: string) => {
  const entry = findRoute(path);
  if (!entry) throw new Error(`${path} is not a built screen`);
  return (await entry.load()).default;
};

describe('Change Password (/user/change-password)', () => {
  it('is the password-reset form: one component, two routes', async () => {
    expect(await loaded('/user/change-password')).toBe(PasswordResetPage);
    expect(await loaded('/user/password-reset')).toBe(PasswordResetPage);
  });

  it.each([
    ['/user/change-password', 'Change Password'],
    ['/user/password-reset', 'Password Reset'],
  ])('at %s it is headed by the route title "%s"', async (path, title) => {
    renderPage(<PasswordResetPage />, path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toBeInTheDocument();
  });
});
