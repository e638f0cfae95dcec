// The one hook of a page's API calls: busy while the call runs, the success text, the server's words on a failure
// (else the page's own text), and an ended session handed to the auth provider, which goes to the sign-in page.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '../../../src/providers/http';
import { HttpError } from '../../../src/providers/httpError';
import { msg } from '../../../src/i18n/keys';
import { LOGIN_PATH } from '../../../resources/screens';
import { useApiCall, type ApiCallOptions } from '../../../src/ui/useApiCall';
import { ADMINISTRATOR, currentLocation, failed, ok, renderPage, stubApi } from '../memberAdmin/memberApi';

const Probe = <R,>({ call, options }: { call: (name: string) => Promise<R>; options: ApiCallOptions<string, R> }) => {
  const { run, busy, failure } = useApiCall(call, options);
  return (
    <>
      <button onClick={() => void run('Kamal')} disabled={busy}>
        Save
      </button>
      {busy && <span>busy</span>}
      {failure && <p role="alert">{failure}</p>}
    </>
  );
};

describe('useApiCall', () => {
  it('is busy while the call runs, then toasts the success text with its values and hands on the answer', async () => {
    let answer: (count: number) => void = () => undefined;
    const call = vi.fn((_name: string) => new Promise<number>((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    renderPage(<Probe call={call} options={{ success: msg('memberAdmin.decidedAll'), successArgs: (count) => ({ count }), onSuccess }} />, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('busy')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(call).toHaveBeenCalledWith('Kamal');
    answer(3);
    expect(await screen.findByText('3 pending details decided')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('busy')).toBeNull());
    expect(onSuccess).toHaveBeenCalledWith(3, 'Kamal');
  });

  it("shows the API's status text on a failure, the page's own text when the server gives none, in a toast or beside the form", async () => {
    stubApi({ 'POST things': () => failed('Duplicate Entry', '03') });
    const onFailure = vi.fn();
    const { unmount } = renderPage(<Probe call={() => http.post('things', {})} options={{ success: 'Saved', failure: msg('memberAdmin.updateFailed'), onFailure }} />, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Duplicate Entry')).toBeTruthy();
    expect(screen.queryByText('Saved')).toBeNull();
    expect(onFailure).toHaveBeenCalledTimes(1);
    unmount();

    renderPage(<Probe call={() => Promise.reject(new Error(''))} options={{ failure: msg('memberAdmin.updateFailed'), failureIn: 'page' }} />, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('portal.memberAdmin.updateFailed');
  });

  it('hands an ended session to the auth provider: signed out, on the sign-in page, no failure of its own', async () => {
    stubApi({ 'POST things': () => ok('Saved') });
    const logout = vi.fn(async () => undefined);
    const onFailure = vi.fn();
    const signedOut = {
      ...ADMINISTRATOR,
      logout,
      checkError: async (error: unknown) => {
        if (error instanceof HttpError && error.status === 401) throw { redirectTo: LOGIN_PATH, message: false };
      },
    };
    renderPage(
      <Probe call={() => Promise.reject(new HttpError('Session expired', 401))} options={{ failure: msg('memberAdmin.updateFailed'), failureIn: 'page', onFailure }} />,
      '/members/7',
      signedOut,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentLocation()).toBe(LOGIN_PATH));
    expect(logout).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Session expired')).toBeNull();
    expect(onFailure).not.toHaveBeenCalled();
  });
});
