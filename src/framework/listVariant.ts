/**
 * A declaration's list as one screen shows it: some columns left out (e.g. no status badge on the
 * member's profile), other row actions (read-only tables), with or without the add button. The
 * declaration stays the one source; the variant is derived, never copied.
 */
import type { AnyResource, RowAction } from './types';

export interface ListVariant {
  hideColumns?: readonly string[];
  rowActions?: readonly RowAction[];
  canCreate?: boolean;
}

export const listVariant = (resource: AnyResource, variant: ListVariant): AnyResource => {
  const list = resource.list ?? { columns: [] };
  return {
    ...resource,
    list: {
      ...list,
      columns: list.columns.filter((name) => !variant.hideColumns?.includes(name)),
      rowActions: variant.rowActions ?? list.rowActions,
      canCreate: variant.canCreate ?? list.canCreate,
    },
  };
};
