/**
 * What each row action does: view/edit/delete open the screen's dialogs; approve and print call
 * the handler given by the screen's props. Approve
 * without a handler opens the edit dialog (an authorization modal). View or edit with a declared
 * link goes to that screen instead (e.g. a member's own staff page), keeping the row in session
 * storage first when the link says so.
 */
import { useRefresh, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { linkRoute } from '../rowLinks';
import type { AnyResource, HandledAction, LinkedAction, RowActionHelpers, RowHandler, RowLink } from '../types';
import type { RowActionRunners } from './RowActions';
import { useQuietDataProvider } from './useQuietDataProvider';
import { useToast } from './useToast';
import { errorMessage } from '../errorMessage';

/** The row's route: each `{field}` filled from the record, URL-encoded. */
export const linkFor = (template: string, record: RaRecord): string =>
  template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(record[name] ?? '')));

/** Keeps the row where the linked screen reads it (a screen opened on a row it cannot fetch by id). */
const stashRow = (link: RowLink, record: RaRecord) => {
  if (typeof link === 'object') window.sessionStorage.setItem(link.stash, JSON.stringify(record));
};

export type RowHandlers = Partial<Record<HandledAction, RowHandler>>;

interface Dialogs {
  view: (record: RaRecord) => void;
  edit: (record: RaRecord) => void;
  delete: (record: RaRecord) => void;
}

export const useRowActionRunners = (resource: AnyResource, dialogs: Dialogs, handlers: RowHandlers = {}): RowActionRunners => {
  const dataProvider = useQuietDataProvider();
  const toast = useToast();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const opened = (action: LinkedAction) => {
    const link = resource.list?.links?.[action];
    if (!link) return dialogs[action];
    return (record: RaRecord) => {
      stashRow(link, record);
      navigate(linkFor(linkRoute(link), record));
    };
  };
  const helpers: RowActionHelpers = { dataProvider, notify: toast, refresh, openEdit: dialogs.edit };

  const handled = (action: HandledAction) => {
    const handler = handlers[action];
    if (!handler) return undefined;
    return (record: RaRecord) => {
      Promise.resolve(handler(record, helpers)).catch((error: unknown) => toast(errorMessage(error), 'error'));
    };
  };

  return {
    view: opened('view'),
    edit: opened('edit'),
    delete: dialogs.delete,
    approve: handled('approve') ?? dialogs.edit,
    print: handled('print'),
  };
};
