/**
 * The pure side of a checkbox tree field: node records -> a tree, which leaves a node covers,
 * a node's tick state, toggling, and the wire shape. The form holds the ticked leaf ids; a
 * parent is ticked when all its leaves are and half-ticked when some are.
 */
import type { TreeFieldDef } from './types';

export type NodeId = string | number;
type NodeRecord = Record<string, unknown>;

export interface TreeNode {
  id: NodeId;
  parentId: NodeId | null;
  title: string;
  /** The record's own ticked flag (how the API sent it). */
  ticked: boolean;
  record: NodeRecord;
}

export interface Tree {
  nodes: readonly TreeNode[];
  roots: readonly TreeNode[];
  children: ReadonlyMap<string, readonly TreeNode[]>;
}

export type TickState = 'checked' | 'indeterminate' | 'unchecked';

/** The keys of a node record, as every tree the API sends names them. */
const KEYS = { id: 'id', parent: 'parentId', title: 'title', ticked: 'ticked' } as const;

const isRecord = (value: unknown): value is NodeRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const asId = (value: unknown): NodeId | null =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? value : null;
const key = (id: NodeId): string => String(id);

/** The node records a value holds (e.g. a record's roleOptions), or undefined when it holds none. */
export const nodeRecordsOf = (value: unknown): NodeRecord[] | undefined =>
  Array.isArray(value) && value.length > 0 && value.every(isRecord) ? value : undefined;

export const toTreeNodes = (records: readonly NodeRecord[]): TreeNode[] =>
  records.flatMap((record) => {
    const id = asId(record[KEYS.id]);
    if (id === null) return [];
    const flag = record[KEYS.ticked];
    const ticked = flag === true || flag === 1 || flag === 'true';
    return [{ id, parentId: asId(record[KEYS.parent]), title: String(record[KEYS.title] ?? id), ticked, record }];
  });

/** Roots are nodes without a (known) parent; children keep the records' order. */
export const buildTree = (nodes: readonly TreeNode[]): Tree => {
  const known = new Set(nodes.map((n) => key(n.id)));
  const children = new Map<string, TreeNode[]>();
  const roots: TreeNode[] = [];
  for (const node of nodes) {
    if (node.parentId === null || !known.has(key(node.parentId)) || key(node.parentId) === key(node.id)) roots.push(node);
    else children.set(key(node.parentId), [...(children.get(key(node.parentId)) ?? []), node]);
  }
  return { nodes, roots, children };
};

export const childrenOf = (tree: Tree, node: TreeNode): readonly TreeNode[] => tree.children.get(key(node.id)) ?? [];

/** The leaf ids a node covers (itself when it has no children); safe against cycles. */
export const leavesUnder = (tree: Tree, node: TreeNode, seen = new Set<string>()): NodeId[] => {
  if (seen.has(key(node.id))) return [];
  seen.add(key(node.id));
  const kids = childrenOf(tree, node);
  return kids.length === 0 ? [node.id] : kids.flatMap((child) => leavesUnder(tree, child, seen));
};

const isLeaf = (tree: Tree, node: TreeNode): boolean => childrenOf(tree, node).length === 0;

/** The form value of node records: the leaves whose own flag is ticked. */
export const tickedLeaves = (tree: Tree): NodeId[] => tree.nodes.filter((n) => n.ticked && isLeaf(tree, n)).map((n) => n.id);

export const tickState = (tree: Tree, node: TreeNode, ticked: readonly NodeId[]): TickState => {
  const set = new Set(ticked.map(key));
  const leaves = leavesUnder(tree, node);
  const count = leaves.filter((id) => set.has(key(id))).length;
  return count === 0 ? 'unchecked' : count === leaves.length ? 'checked' : 'indeterminate';
};

/** Ticking a node ticks every leaf under it; unticking a fully ticked node unticks them all. */
export const toggleNode = (tree: Tree, node: TreeNode, ticked: readonly NodeId[]): NodeId[] => {
  const leaves = leavesUnder(tree, node);
  const covered = new Set(leaves.map(key));
  const rest = ticked.filter((id) => !covered.has(key(id)));
  return tickState(tree, node, ticked) === 'checked' ? rest : [...rest, ...leaves];
};

/** The wire value: the ticked ids, or every node (declared keys) with its ticked flag (a parent: any leaf ticked). */
export const treeToWire = (def: TreeFieldDef, tree: Tree, ticked: readonly NodeId[]): unknown => {
  const wire = def.wire ?? 'ids';
  if (wire === 'ids') return [...ticked];
  const flag = KEYS.ticked;
  return tree.nodes.map((node) => ({
    ...Object.fromEntries(wire.keys.filter((k) => k in node.record).map((k) => [k, node.record[k]])),
    [flag]: tickState(tree, node, ticked) !== 'unchecked',
  }));
};

/** Nodes in display order (depth first), each with its depth. */
export const flattenTree = (tree: Tree): { node: TreeNode; depth: number }[] => {
  const out: { node: TreeNode; depth: number }[] = [];
  const seen = new Set<string>();
  const walk = (node: TreeNode, depth: number) => {
    if (seen.has(key(node.id))) return;
    seen.add(key(node.id));
    out.push({ node, depth });
    for (const child of childrenOf(tree, node)) walk(child, depth + 1);
  };
  for (const root of tree.roots) walk(root, 0);
  return out;
};
