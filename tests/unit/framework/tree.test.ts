import { describe, expect, it } from 'vitest';
import { buildTree, flattenTree, leavesUnder, nodeRecordsOf, tickedLeaves, tickState, toggleNode, toTreeNodes, tree, treeToWire } from '../../../src/framework';

const def = tree({ wire: { keys: ['id', 'value', 'title'] } });
const RECORDS = [
  { id: 1, value: 1, title: 'Dashboard', parentId: null, ticked: false },
  { id: 100, value: 100, title: 'Admin Dashboard', parentId: 1, ticked: true },
  { id: 2, value: 2, title: 'Administration', parentId: null, ticked: true },
  { id: 10, value: 10, title: 'User Management', parentId: 2, ticked: true },
  { id: 110, value: 110, title: 'Role Creation', parentId: 10, ticked: true },
  { id: 111, value: 111, title: 'User ID Creation', parentId: 10, ticked: false },
  { id: 170, value: 170, title: 'Meeting Minutes', parentId: 2, ticked: false },
];
const built = () => buildTree(toTreeNodes(RECORDS));
const nodeOf = (t: ReturnType<typeof built>, id: number) => t.nodes.find((n) => n.id === id)!;

describe('tree nodes', () => {
  it('reads node records with the default keys, skipping records without an id', () => {
    const nodes = toTreeNodes([...RECORDS, { title: 'no id' }]);
    expect(nodes).toHaveLength(RECORDS.length);
    expect(nodes[1]).toMatchObject({ id: 100, parentId: 1, title: 'Admin Dashboard', ticked: true });
  });

  it('tells node records from other values', () => {
    expect(nodeRecordsOf(RECORDS)).toBe(RECORDS);
    expect(nodeRecordsOf([1, 2])).toBeUndefined();
    expect(nodeRecordsOf([])).toBeUndefined();
    expect(nodeRecordsOf(undefined)).toBeUndefined();
  });

  it('builds roots and children in order; an unknown parent makes a root', () => {
    const t = buildTree(toTreeNodes([...RECORDS, { id: 9, title: 'Orphan', parentId: 404 }]));
    expect(t.roots.map((n) => n.id)).toEqual([1, 2, 9]);
    expect(flattenTree(t).map(({ node, depth }) => `${depth}:${node.id}`)).toEqual(['0:1', '1:100', '0:2', '1:10', '2:110', '2:111', '1:170', '0:9']);
  });

  it('finds the leaves under a node, itself for a leaf, and survives cycles', () => {
    const t = built();
    expect(leavesUnder(t, nodeOf(t, 2))).toEqual([110, 111, 170]);
    expect(leavesUnder(t, nodeOf(t, 170))).toEqual([170]);
    const cyclic = buildTree(toTreeNodes([{ id: 'a', parentId: 'b' }, { id: 'b', parentId: 'a' }, { id: 'r', parentId: null }]));
    expect(cyclic.roots.map((n) => n.id)).toEqual(['r']);
  });
});

describe('ticking', () => {
  it('the form value of node records is their ticked leaves (parent flags ignored)', () => {
    expect(tickedLeaves(built())).toEqual([100, 110]);
  });

  it('a parent is checked when all its leaves are, indeterminate when some are', () => {
    const t = built();
    expect(tickState(t, nodeOf(t, 1), [100])).toBe('checked');
    expect(tickState(t, nodeOf(t, 2), [110])).toBe('indeterminate');
    expect(tickState(t, nodeOf(t, 10), [110, 111])).toBe('checked');
    expect(tickState(t, nodeOf(t, 2), [100])).toBe('unchecked');
  });

  it('ticking a parent ticks every leaf under it; ticking it again unticks them', () => {
    const t = built();
    const ticked = toggleNode(t, nodeOf(t, 2), [100, 110]);
    expect([...ticked].sort()).toEqual([100, 110, 111, 170]);
    expect(toggleNode(t, nodeOf(t, 2), ticked)).toEqual([100]);
    expect(toggleNode(t, nodeOf(t, 170), [100])).toEqual([100, 170]);
  });

  it('compares ids as text (the API may send "110" for 110)', () => {
    const t = built();
    expect(tickState(t, nodeOf(t, 10), ['110', '111'])).toBe('checked');
  });
});

describe('the wire', () => {
  it('{keys}: every node with the declared keys and a ticked flag (a parent: any leaf under it ticked)', () => {
    expect(treeToWire(def, built(), [110])).toEqual([
      { id: 1, value: 1, title: 'Dashboard', ticked: false },
      { id: 100, value: 100, title: 'Admin Dashboard', ticked: false },
      { id: 2, value: 2, title: 'Administration', ticked: true },
      { id: 10, value: 10, title: 'User Management', ticked: true },
      { id: 110, value: 110, title: 'Role Creation', ticked: true },
      { id: 111, value: 111, title: 'User ID Creation', ticked: false },
      { id: 170, value: 170, title: 'Meeting Minutes', ticked: false },
    ]);
  });

  it("'ids' (default): the ticked ids", () => {
    expect(treeToWire(tree(), built(), [110, 170])).toEqual([110, 170]);
  });
});
