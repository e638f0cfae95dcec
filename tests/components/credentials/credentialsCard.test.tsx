/**
 * The member dashboard's documents card: a current member gets the two downloads (each a POST, saved under the
 * server's file name); a lapsed or cancelled member sees the server's reason INSTEAD of the buttons; a refused
 * download shows the server's words.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CredentialsCard } from '../../../src/features/credentials/CredentialsCard';
import { credentials } from '../../../src/i18n/en/credentials';
import { renderPage, stubApi, type Routes } from '../memberAdmin/memberApi';
import { MEMBER_ID, signIn } from '../dashboard/fixtures';
import { catchSavedFiles } from '../app/support/savedFiles';

const saveAs = catchSavedFiles();

const AVAILABILITY = 'GET member/credentials';
const CARD = 'POST member/credentials/card';
const LETTER = 'POST member/credentials/letter';
const LAPSED = 'Your membership has lapsed: renew it to download your membership card or letter of good standing.';
const CANCELLED = 'Your membership is cancelled: a cancelled membership has no membership card or letter of good standing.';

beforeEach(() => signIn({ userRoleID: 22, userRoleName: 'Member' }, ['/member/member-dashboard'], { memberID: MEMBER_ID, memberNo: 'M0001' }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveAs).mockClear();
});

const pdf = (name: string) => () =>
  new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200, headers: { 'Content-Disposition': `attachment; filename="${name}"` } });
const open = (routes: Routes) => {
  const api = stubApi(routes);
  renderPage(<CredentialsCard />, '/member/member-dashboard');
  return api;
};
const documentsCard = () => screen.findByRole('region', { name: credentials.heading });

describe('the documents card', () => {
  it('gives a current member both downloads, each a POST saved under the name the server gives', async () => {
    const api = open({
      [AVAILABILITY]: () => ({ statusCode: '00', status: 'success', available: true, reason: null }),
      [CARD]: pdf('M0001 Membership card.pdf'),
      [LETTER]: pdf('GS-2026-000001 Letter of good standing.pdf'),
    });
    const region = await documentsCard();
    await userEvent.click(await within(region).findByRole('button', { name: credentials.cardLabel }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveAs).mock.calls[0][1]).toBe('M0001 Membership card.pdf');
    await userEvent.click(within(region).getByRole('button', { name: credentials.letterLabel }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(2));
    expect(vi.mocked(saveAs).mock.calls[1][1]).toBe('GS-2026-000001 Letter of good standing.pdf');
    expect(api.calls(CARD)).toHaveLength(1);
    expect(api.calls(LETTER)).toHaveLength(1);
    expect(api.calls(CARD)[0].authorization).toMatch(/^Bearer /);
    expect(within(region).getByText(credentials.hint)).toBeInTheDocument();
  });

  it.each([
    ['lapsed', LAPSED],
    ['cancelled', CANCELLED],
  ])('shows a %s member the reason instead of the buttons', async (_standing, reason) => {
    open({ [AVAILABILITY]: () => ({ statusCode: '00', status: 'success', available: false, reason }) });
    const region = await documentsCard();
    expect(await within(region).findByText(reason)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: credentials.cardLabel })).toBeNull();
    expect(within(region).queryByRole('button', { name: credentials.letterLabel })).toBeNull();
  });

  it("shows the server's words when a download is refused (the standing changed since the card loaded)", async () => {
    open({
      [AVAILABILITY]: () => ({ statusCode: '00', status: 'success', available: true, reason: null }),
      [CARD]: () => [409, { statusCode: '02', status: LAPSED, message: LAPSED }],
    });
    const region = await documentsCard();
    await userEvent.click(await within(region).findByRole('button', { name: credentials.cardLabel }));
    expect(await screen.findByText(LAPSED)).toBeInTheDocument();
    expect(saveAs).not.toHaveBeenCalled();
  });
});
