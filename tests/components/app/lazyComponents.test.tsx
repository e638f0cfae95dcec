import type { ComponentType, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { loadedOrFallback } from '../../../src/routing/lazyComponents';
import { ErrorBoundary } from '../../../src/app/ErrorBoundary';

const Fallback = () => <p>loading</p>;

describe('loadedOrFallback (a lazy part that never suspends)', () => {
  it('shows its fallback until the code has arrived, then the component with its props', async () => {
    type Props = { name: string };
    let arrive: (module: { default: ComponentType<Props> }) => void = () => undefined;
    const Part = loadedOrFallback<Props>(() => new Promise((resolve) => (arrive = resolve)), Fallback);
    render(<Part name="charts" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    arrive({ default: ({ name }: Props): ReactNode => <p>{`the ${name}`}</p> });
    expect(await screen.findByText('the charts')).toBeInTheDocument();
  });

  it('renders at once when the code has arrived before', async () => {
    const load = async () => ({ default: () => <p>ready</p> });
    const Part = loadedOrFallback(load, Fallback);
    render(<Part />);
    await screen.findByText('ready');
    render(<Part />);
    expect(screen.getAllByText('ready')).toHaveLength(2);
  });

  it('hands a failed download to the nearest error boundary', async () => {
    const Part = loadedOrFallback(() => Promise.reject<{ default: ComponentType<object> }>(new Error('offline')), Fallback);
    const quiet = console.error;
    console.error = () => undefined; // React and the boundary log the expected failure
    try {
      render(
        <ErrorBoundary>
          <Part />
        </ErrorBoundary>,
      );
      expect(await screen.findByText('Something went wrong...')).toBeInTheDocument();
    } finally {
      console.error = quiet;
    }
  });
});
