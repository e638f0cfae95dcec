/**
 * /verify/<code>, the public page a membership card's QR code and a letter's number open: genuine and current,
 * genuine but no longer current, not genuine (the server's 404 words, never an error page), and a failed check
 * with "Try again"; for visitors and signed-in users alike, with nothing the answer does not hold.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteGate } from '../../../src/app/RouteGate';
import { verifyDocument } from '../../../src/i18n/en/verifyDocument';
import { openAt } from '../app/support/location';
import { signIn } from '../dashboard/fixtures';

const CODE = 'ABCDEFGHIJKLMNOP';
const NOT_GENUINE = 'No membership card or letter of good standing issued by the institute carries this code.';
const CARD = { kind: 'card', genuine: true, current: true, memberNo: 'M0001', issuedOn: '2026-11-23', validTill: '2026-12-31', letterNo: null };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** The API: the verify call answers `verify`; the identity call (every public page's) the institute's name. */
const stubApi = (verify: () => Response) => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\//, '');
      asked.push(path);
      if (path === 'institute-identity') return json(200, { companyName: 'The Institute', logoPath: '', footerTitle: '', versionNumber: '' });
      if (path.startsWith('verify/')) return verify();
      return json(404, { statusCode: '01', status: 'no route' });
    }),
  );
  return asked;
};
const visit = async (path: string) => {
  openAt(path);
  render(<RouteGate />);
  return screen.findByTestId('auth-card');
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the verification page', () => {
  it('says a genuine card of a current membership, with only what the card shows', async () => {
    const asked = stubApi(() => json(200, { statusCode: '00', status: 'success', data: CARD }));
    const card = await visit(`/verify/${CODE}`);
    const verdict = await within(card).findByTestId('verify-verdict');
    expect(verdict).toHaveTextContent(verifyDocument.genuineCard);
    expect(verdict).toHaveTextContent(verifyDocument.current);
    expect(within(card).getByText('M0001')).toBeInTheDocument();
    expect(within(card).getByText('23/11/2026')).toBeInTheDocument();
    expect(within(card).getByText('31/12/2026')).toBeInTheDocument();
    expect(within(card).queryByText(verifyDocument.letterNo)).toBeNull();
    expect(asked).toContain(`verify/${CODE}`);
  });

  it('says a genuine letter of a membership no longer current, with its number', async () => {
    stubApi(() => json(200, { statusCode: '00', status: 'success', data: { ...CARD, kind: 'letter', current: false, letterNo: 'GS-2026-000007', validTill: '2024-12-31' } }));
    const card = await visit(`/verify/${CODE}`);
    const verdict = await within(card).findByTestId('verify-verdict');
    expect(verdict).toHaveTextContent(verifyDocument.genuineLetter);
    expect(verdict).toHaveTextContent(verifyDocument.notCurrent);
    expect(within(card).getByText('GS-2026-000007')).toBeInTheDocument();
    expect(within(card).getByText('31/12/2024')).toBeInTheDocument();
  });

  it('says "Not genuine" in the server\'s words for an unknown code, also to a signed-in user', async () => {
    signIn({ userRoleID: 22, userRoleName: 'Member' }, ['/member/member-dashboard']);
    stubApi(() => json(404, { statusCode: '01', status: NOT_GENUINE, message: NOT_GENUINE, genuine: false }));
    const card = await visit('/verify/UNKNOWN');
    const verdict = await within(card).findByTestId('verify-verdict');
    expect(verdict).toHaveTextContent(verifyDocument.notGenuine);
    expect(verdict).toHaveTextContent(NOT_GENUINE);
    expect(window.location.pathname).toBe('/verify/UNKNOWN');
  });

  it('offers "Try again" when the check itself fails, and then shows the verdict', async () => {
    let answers = 0;
    stubApi(() => (answers++ === 0 ? json(500, { statusCode: '02', status: 'boom' }) : json(200, { statusCode: '00', status: 'success', data: CARD })));
    const card = await visit(`/verify/${CODE}`);
    await userEvent.click(await within(card).findByRole('button', { name: verifyDocument.retry }));
    expect(await within(card).findByTestId('verify-verdict')).toHaveTextContent(verifyDocument.genuineCard);
  });
});
