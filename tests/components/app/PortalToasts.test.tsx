import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { PortalToasts } from '../../../src/app/layout/PortalToasts';
import { useToast } from '../../../src/framework/screens/useToast';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { portalTheme } from '../../../src/app/portalTheme';

/** Buttons raising the app's kinds of toast: a text, a title with a text (an element), react-admin's useNotify. */
const Raise = () => {
  const toast = useToast();
  const notify = useNotify();
  return (
    <>
      <button onClick={() => toast({ title: 'Saved!', text: 'Employee details creation has been success.' })}>outcome</button>
      <button onClick={() => toast('Update Successfuly')}>text</button>
      <button onClick={() => notify('Request failed', { type: 'error' })}>error</button>
      <button onClick={() => notify('Kept', { type: 'info', autoHideDuration: null })}>kept</button>
    </>
  );
};

const renderApp = () =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()} theme={portalTheme}>
      <Raise />
      <PortalToasts />
    </AdminContext>,
  );

afterEach(() => vi.useRealTimers());

describe('toasts of the signed-in app: one alert presentation', () => {
  it('a title-and-text toast is a filled success alert with its icon, both texts verbatim and a close button', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'outcome' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('MuiAlert-filledSuccess');
    expect(alert.querySelector('.MuiAlert-icon svg')).not.toBeNull();
    expect(alert).toHaveTextContent('Saved!');
    expect(alert).toHaveTextContent('Employee details creation has been success.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('a text toast and an error toast take the colour of their severity', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('MuiAlert-filledError');
    expect(alert).toHaveTextContent('Request failed');
  });

  it('closes by itself after 5 s (spec §9), and a click elsewhere leaves it alone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'text' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Update Successfuly');
    fireEvent.click(document.body);
    await act(async () => {
      vi.advanceTimersByTime(4800);
    });
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('a newer toast takes the place of the one shown at once, not once its 5 s are out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'text' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Update Successfuly');
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Request failed'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('a toast that asks to stay stays until closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'kept' }));
    await screen.findByRole('alert');
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Kept');
  });
});
