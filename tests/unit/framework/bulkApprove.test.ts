import { describe, expect, it, vi } from 'vitest';
import type { RaRecord } from 'react-admin';
import { runBulk } from '../../../src/framework/bulk/runBulk';
import { bulkRowData } from '../../../src/framework/bulk/bulkRowData';
import { bulkSelectable } from '../../../src/framework/bulk/bulkSelectable';
import { date, decisionActions, defineResource, multiline, number, paged, status, text } from '../../../src/framework/declare';

describe('decisionActions: a decision modal declared once', () => {
  const texts = (name: string) => `t.${name}`;

  it('builds approve then reject, each setting the field, with its texts, colour, notice and needed fields', () => {
    const { approve, reject, actions } = decisionActions({ field: 'decision', texts, notices: (name) => `n.${name}`, requires: { reject: { comment: 'A comment please' } } });
    expect(actions).toEqual([approve, reject]);
    expect(approve).toEqual({ label: 't.approve', set: { decision: 'approve' }, confirmLabel: 't.approveIt', confirmText: 't.confirmApprove', tone: 'success', notify: 'n.approved' });
    expect(reject).toEqual({
      label: 't.reject', set: { decision: 'reject' }, confirmLabel: 't.rejectIt', confirmText: 't.confirmReject', tone: 'error', notify: 'n.rejected', requires: { comment: 'A comment please' },
    });
  });

  it('leaves the notices to the screen when none are given', () => {
    const { approve, reject } = decisionActions({ field: 'status', texts });
    expect(approve.set).toEqual({ status: 'approve' });
    expect(reject.set).toEqual({ status: 'reject' });
    expect('notify' in approve).toBe(false);
  });
});

const decisions = decisionActions({ field: 'decision', texts: (name) => name, requires: { approve: { comment: 'needed' } } });
const requests = defineResource({
  name: 'requests',
  title: 'Requests',
  idField: 'requestId',
  recordTitle: 'memberNo',
  fields: {
    requestId: number({ readOnly: true }),
    memberNo: text({ readOnly: true }),
    desgnation: text({ readOnly: true }),
    designation: text(),
    startDate: date(),
    status: status({ readOnly: true }),
    comment: multiline(),
    decision: text({ readOnly: true }),
  },
  list: { columns: ['memberNo', 'status'], rowActions: ['edit'], actionWhen: { edit: (record) => record.status === 1 }, bulkApprove: { action: decisions.approve, nouns: 'requests' } },
  dialog: { title: 'Decide', actions: decisions.actions, editValues: (row) => ({ designation: row.desgnation }) },
  api: paged({ list: 'GET requests', update: 'PUT requests/{decision}' }),
});

describe('bulkRowData: what a row sends, as its own approval would', () => {
  it('the row in wire shape, the dialog editValues over it, the value asked once, and the action set', () => {
    const row: RaRecord = { id: 4, requestId: 4, memberNo: 'M0004', desgnation: 'Engineer', startDate: '2025-01-31', status: 1 };
    expect(bulkRowData(requests, row, decisions.approve, { comment: 'Checked the letter' })).toEqual({
      id: 4, requestId: 4, memberNo: 'M0004', desgnation: 'Engineer', designation: 'Engineer', startDate: '2025-01-31', status: 1, comment: 'Checked the letter', decision: 'approve',
    });
  });
});

describe('bulkSelectable', () => {
  const viewer = { id: 1 };
  it('takes the declared when, else the approve predicate, else the edit one, else every row', () => {
    const list = requests.list!;
    expect(bulkSelectable(list, viewer)({ id: 1, status: 1 })).toBe(true);
    expect(bulkSelectable(list, viewer)({ id: 2, status: 2 })).toBe(false);
    expect(bulkSelectable({ ...list, bulkApprove: { ...list.bulkApprove!, when: () => false } }, viewer)({ id: 1, status: 1 })).toBe(false);
    expect(bulkSelectable({ ...list, actionWhen: { approve: (r) => r.id === 2, edit: () => false } }, viewer)({ id: 2 })).toBe(true);
    expect(bulkSelectable({ columns: [] }, viewer)({ id: 9 })).toBe(true);
  });
});

describe('runBulk: one write per row, one after another, and a report', () => {
  const rows: RaRecord[] = [{ id: 1, memberNo: 'M0001' }, { id: 2, memberNo: 'M0002' }, { id: 3, memberNo: 'M0003' }, { id: 4, memberNo: 'M0004' }];

  it('writes every row once, in order, never two at a time, and goes on after a refusal', async () => {
    let running = 0;
    const order: number[] = [];
    const writeOne = vi.fn(async (record: RaRecord) => {
      running += 1;
      expect(running).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1));
      order.push(Number(record.id));
      running -= 1;
      if (record.id === 2) return { ok: false, message: 'This transaction is not pending' };
      if (record.id === 3) throw new Error('Network down');
      return { ok: true, message: 'Transaction Approved' };
    });
    const progress: number[] = [];
    const report = await runBulk(rows, writeOne, (record) => String(record.memberNo), (done) => progress.push(done));
    expect(order).toEqual([1, 2, 3, 4]);
    expect(writeOne).toHaveBeenCalledTimes(4);
    expect(progress).toEqual([1, 2, 3, 4]);
    expect(report).toEqual({
      approved: ['M0001', 'M0004'],
      failed: [
        { name: 'M0002', reason: 'This transaction is not pending' },
        { name: 'M0003', reason: 'Network down' },
      ],
    });
  });
});

describe('checkBulkApprove (declarations checked at start)', () => {
  it('needs an update endpoint, texts, and asked fields that exist', async () => {
    const { checkBulkApprove } = await import('../../../src/framework/checkDeclarations');
    expect(checkBulkApprove({ ...requests, noun: 'request' })).toEqual([]);
    const broken = {
      ...requests,
      noun: 'request',
      api: paged({ list: 'GET requests' }),
      list: { ...requests.list!, bulkApprove: { action: { ...decisions.approve, requires: { note: 'x' } }, nouns: ' ' } },
    };
    expect(checkBulkApprove(broken)).toEqual([
      "resource 'requests': list.bulkApprove needs an update endpoint",
      "resource 'requests': list.bulkApprove needs an action label, nouns and the declaration's noun",
      "resource 'requests': list.bulkApprove requires 'note', which names no field",
    ]);
  });
});
