/** The audit sample dialog of /member/approvecpdmembership (POST CPD/audit-sample, GET CPD/audit-samples[/{id}]). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CpdApprovalsPage } from '../../../src/features/cpd/approvals/CpdApprovalsPage';
import { page, renderPage, stubApi, waitForCall, type Routes } from '../memberAdmin/memberApi';
import { DRAW, LIST, PAST, ROWS, SAMPLE, sampleRoute } from './approvalsFixtures';
import { AUDIT_TEXT } from '../../../src/domain/cpdRules.mjs';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PAST_ROWS = [{ AuditID: 7, year: 2026, share: 10, count: 1, createdAt: '2026-03-01T08:00:00.000Z', createdBy: 'admin' }];

const openAudit = async (routes: Routes = {}) => {
  const api = stubApi({ [LIST]: () => page(ROWS), [PAST]: () => page(PAST_ROWS), ...routes });
  renderPage(<CpdApprovalsPage />, '/member/approvecpdmembership');
  fireEvent.click(await screen.findByRole('button', { name: 'Audit sample' }));
  const dialog = await screen.findByRole('dialog', { name: 'CPD audit sample' });
  return { api, dialog };
};
const fill = (dialog: HTMLElement, share: string, year: string) => {
  fireEvent.change(within(dialog).getByLabelText('Share of approved members (%)'), { target: { value: share } });
  fireEvent.change(within(dialog).getByLabelText('CPD year'), { target: { value: year } });
};

describe('CPD audit sample', () => {
  it('draws share % of a CPD year and shows each sampled member with hours, compliance and evidence links', async () => {
    const { api, dialog } = await openAudit({ [DRAW]: () => ({ statusCode: '00', status: 'Sample drawn', data: SAMPLE }) });
    fill(dialog, '10', '2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw sample' }));
    await waitForCall(api, DRAW);
    expect(api.calls(DRAW)[0].body).toEqual({ share: 10, year: 2026 });
    expect(await within(dialog).findByText('Sample 7: CPD year 2026, 10% of approved members')).toBeInTheDocument();
    const member = within(dialog).getByRole('region', { name: 'M2 Kamal Behind-Row' });
    expect(within(member).getByText('12.5 of 20 hours')).toBeInTheDocument();
    expect(within(member).getByText('Behind').closest('[data-status]')).toHaveStyle({ backgroundColor: 'rgb(198, 40, 40)' });
    const activities = within(member).getAllByTestId('audit-activity');
    expect(activities).toHaveLength(2);
    expect(within(activities[0]).getByText('03/02/2026 · Structural design seminar')).toBeInTheDocument();
    expect(within(activities[0]).getByText('Formal learning · 8 h · IESL · Completed')).toBeInTheDocument();
    expect(within(activities[0]).getByRole('button', { name: /seminar-certificate\.pdf/ })).toBeInTheDocument();
    expect(within(activities[1]).getByText('None')).toBeInTheDocument();
  });

  it('downloads an evidence file through usermanagement/files/{fileId}', async () => {
    const { api, dialog } = await openAudit({
      [DRAW]: () => ({ statusCode: '00', data: SAMPLE }),
      'GET usermanagement/files/55': () => new Response(new Blob(['%PDF-1.4 evidence']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:evidence');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw sample' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: /seminar-certificate\.pdf/ }));
    await waitForCall(api, 'GET usermanagement/files/55');
  });

  it.each([
    ['0', '2026', AUDIT_TEXT.shareInvalid],
    ['101', '2026', AUDIT_TEXT.shareInvalid],
    ['12.5', '2026', AUDIT_TEXT.shareInvalid],
    ['10', '1999', AUDIT_TEXT.yearInvalid],
    ['10', '2101', AUDIT_TEXT.yearInvalid],
  ])('refuses share %s / year %s in the browser: "%s"', async (share, year, text) => {
    const { api, dialog } = await openAudit();
    fill(dialog, share, year);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw sample' }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(api.calls(DRAW)).toHaveLength(0);
  });

  it("accepts the bounds 1 % and 100 %", async () => {
    const { api, dialog } = await openAudit({ [DRAW]: () => ({ statusCode: '00', data: SAMPLE }) });
    fill(dialog, '1', '2000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw sample' }));
    await waitForCall(api, DRAW);
    expect(api.calls(DRAW)[0].body).toEqual({ share: 1, year: 2000 });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Back' }));
    fill(dialog, '100', '2100');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw sample' }));
    await waitForCall(api, DRAW, 2);
    expect(api.calls(DRAW)[1].body).toEqual({ share: 100, year: 2100 });
  });

  it("shows the server's words when it refuses ('02') and the CPD service text on an HTTP failure", async () => {
    let answer: unknown = { statusCode: '02', status: 'There are no approved CPD members to sample' };
    const { dialog } = await openAudit({ [DRAW]: () => answer });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw sample' }));
    expect(await within(dialog).findByText('There are no approved CPD members to sample')).toBeInTheDocument();
    answer = [500, { status: 'boom' }];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw sample' }));
    expect(await within(dialog).findByText('An unknown error occurred in Auth endpoint.')).toBeInTheDocument();
  });

  it('lists the past samples and opens one again', async () => {
    const { api, dialog } = await openAudit({ [sampleRoute(7)]: () => ({ statusCode: '00', data: SAMPLE }) });
    const past = within(dialog).getByRole('region', { name: 'Past samples' });
    await waitFor(() => expect(within(past).getAllByTestId('past-sample')).toHaveLength(1));
    expect(within(past).getByText(/Sample 7: CPD year 2026, 10% of approved members · 1 member$/)).toBeInTheDocument();
    expect(within(past).getByText(/by admin/)).toBeInTheDocument();
    fireEvent.click(within(past).getByRole('button', { name: 'Open 7' }));
    await waitForCall(api, sampleRoute(7));
    expect(await within(dialog).findByRole('region', { name: 'M2 Kamal Behind-Row' })).toBeInTheDocument();
  });
});
