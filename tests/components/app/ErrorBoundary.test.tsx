import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../../src/app/ErrorBoundary';
import { ErrorPage } from '../../../src/app/ErrorPage';

const Broken = (): never => {
  throw new Error('render failure');
};

describe('render failure page (spec §2)', () => {
  it('shows the spec texts instead of the broken page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong...')).toBeInTheDocument();
    expect(screen.getByText('We are working on fixing the problem. Please try again.')).toBeInTheDocument();
  });

  it('recovers when the location (reset key) changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong...');
    rerender(
      <ErrorBoundary resetKey="/b">
        <p>next page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('next page')).toBeInTheDocument();
  });

  it('is the same page the admin layout shows (react-admin error prop)', () => {
    render(<ErrorPage />);
    expect(screen.getByRole('heading', { name: 'Something went wrong...' })).toBeInTheDocument();
  });
});
