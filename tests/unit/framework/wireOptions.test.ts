import { describe, expect, it } from 'vitest';
import {
  buildTree,
  date,
  lookup,
  noLoadedOptions,
  paged,
  status,
  toFormValues,
  toTreeNodes,
  toWireValues,
  tree,
  type AnyResource,
  type LoadedOptions,
} from '../../../src/framework';

const menus = tree({ nodesFrom: 'menus', wire: { keys: ['id', 'title'] } });
const resource: AnyResource = {
  name: 'things',
  title: 'Things',
  idField: 'thingId',
  fields: {
    state: status({ choices: lookup('states', 'code', 'name'), wire: 'valueLabel' }),
    plain: status(),
    menus,
    ids: tree(),
    createdAt: date({ readOnly: true }),
  },
  api: paged({ list: 'GET things' }),
};
const NODES = [
  { id: 'g', title: 'Group', parentId: null, ticked: true },
  { id: 'a', title: 'A', parentId: 'g', ticked: true },
  { id: 'b', title: 'B', parentId: 'g', ticked: false },
];

describe('form values of statuses, trees and read-only fields', () => {
  it('a {value,label} status becomes its value; node records become their ticked leaf ids', () => {
    expect(toFormValues(resource.fields, { id: 1, state: { value: 2, label: 'Approved' }, plain: 16, menus: NODES, ids: ['x'] })).toEqual({
      id: 1,
      state: 2,
      plain: 16,
      menus: ['a'],
      ids: ['x'],
    });
  });

  it('read-only fields pass through untouched both ways (a timestamp keeps its time)', () => {
    const record = { id: 1, createdAt: '2024-03-05T10:15:00.000Z' };
    expect(toFormValues(resource.fields, record).createdAt).toBe('2024-03-05T10:15:00.000Z');
    expect(toWireValues(resource, { createdAt: '2024-03-05T10:15:00.000Z' }).createdAt).toBe('2024-03-05T10:15:00.000Z');
  });
});

describe('wire values with what the form loaded', () => {
  const loaded = (): LoadedOptions => ({
    choices: { state: [{ id: 2, name: 'Approved' }] },
    nodes: { menus: buildTree(toTreeNodes(NODES)).nodes },
  });

  it('a valueLabel status carries the label the form loaded', () => {
    expect(toWireValues(resource, { state: 2 }, loaded()).state).toEqual({ value: 2, label: 'Approved' });
    expect(toWireValues(resource, { state: 2 }).state).toEqual({ value: 2, label: '2' });
  });

  it('a tree sends its nodes with ticked flags when it loaded them, else the ids', () => {
    expect(toWireValues(resource, { menus: ['b'] }, loaded()).menus).toEqual([
      { id: 'g', title: 'Group', ticked: true },
      { id: 'a', title: 'A', ticked: false },
      { id: 'b', title: 'B', ticked: true },
    ]);
    expect(toWireValues(resource, { menus: ['b'] }, noLoadedOptions()).menus).toEqual(['b']);
  });
});
