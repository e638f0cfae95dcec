/**
 * A declaration as a viewer without write access sees it (ResourceDeclaration.canWrite): the same
 * columns and reading actions (and the export), no add button, no writing row actions, row forms
 * or bulk approval.
 */
import type { AnyResource, RowAction, Viewer } from './types';

/** Row actions that only read; every other one writes. */
export const READING_ACTIONS: readonly RowAction[] = ['view', 'print'];

export const mayWrite = (resource: AnyResource, viewer: Viewer): boolean => resource.canWrite?.(viewer) ?? true;

export const readOnlyView = (resource: AnyResource): AnyResource => {
  const list = resource.list;
  if (!list) return resource;
  return {
    ...resource,
    list: {
      ...list,
      canCreate: false,
      rowActions: (list.rowActions ?? []).filter((action) => READING_ACTIONS.includes(action)),
      rowForms: [],
      bulkApprove: undefined,
    },
  };
};

/** The declaration itself for a viewer who may write, its read-only view otherwise. */
export const asSeenBy = (resource: AnyResource, viewer: Viewer): AnyResource =>
  mayWrite(resource, viewer) ? resource : readOnlyView(resource);
