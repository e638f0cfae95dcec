import { describe, expect, it } from 'vitest';
import { dialogActions, dialogData, dialogFields, multiline, noLoadedOptions, paged, text, tree, type AnyResource } from '../../../src/framework';

const base: AnyResource = {
  name: 'things',
  title: 'Things',
  idField: 'thingId',
  fields: { thingId: text({ readOnly: true }), name: text(), note: multiline(), hidden: text({ hideOnEdit: true }), menus: tree() },
  api: paged({ list: 'GET things', update: 'PUT things', extraPayload: { gid: '3' } }),
};

describe('dialog buttons', () => {
  it("create: one 'Save' confirmed with 'Yes'; edit: one 'Update' confirmed with 'Update it!'", () => {
    expect(dialogActions(base, 'create')).toEqual([{ label: 'portal.table.save', confirmLabel: 'portal.confirm.yes' }]);
    expect(dialogActions(base, 'edit')).toEqual([{ label: 'portal.table.update', confirmLabel: 'portal.confirm.updateIt' }]);
  });

  it("the declaration's dialog actions replace the edit buttons; a missing confirm label defaults to 'Update it!'", () => {
    const declared = { ...base, dialog: { title: 'T', actions: [{ label: 'Go', set: { approve: 'approve' } }, { label: 'Stop', confirmLabel: 'Stop it!' }] } };
    expect(dialogActions(declared, 'edit')).toEqual([
      { label: 'Go', set: { approve: 'approve' }, confirmLabel: 'portal.confirm.updateIt' },
      { label: 'Stop', confirmLabel: 'Stop it!' },
    ]);
    expect(dialogActions(declared, 'create')).toHaveLength(1);
  });
});

describe('dialog fields and data', () => {
  it('every form field of the mode, or only the listed ones', () => {
    expect(Object.keys(dialogFields(base.fields, 'edit'))).toEqual(['name', 'note', 'menus']);
    expect(Object.keys(dialogFields(base.fields, 'create'))).toEqual(['name', 'note', 'hidden', 'menus']);
    expect(Object.keys(dialogFields(base.fields, 'edit', ['note']))).toEqual(['note']);
  });

  it('sends the whole record, or only the listed fields, plus the extra payload and the action set', () => {
    const values = { thingId: 5, name: 'n', note: 'x', other: 'kept' };
    expect(dialogData(base, values, { label: 'U' }, noLoadedOptions())).toEqual({ ...values, gid: '3' });
    expect(dialogData(base, values, { label: 'H', set: { status: 2 } }, noLoadedOptions(), ['note'])).toEqual({ note: 'x', gid: '3', status: 2 });
  });
});
