/**
 * Which rows a bulk approval may take: the declared `when`, else the rows the list offers its approve action
 * on, else its edit action (a decision modal opened by edit), else every row; never the viewer's own case.
 */
import type { RaRecord } from 'react-admin';
import { ownCaseReason } from '../ownCase';
import type { ListSpec, Viewer } from '../types';

export const bulkSelectable = (list: ListSpec<string> | undefined, viewer: Viewer): ((record: RaRecord) => boolean) => {
  const when = list?.bulkApprove?.when ?? list?.actionWhen?.approve ?? list?.actionWhen?.edit;
  return (record) => (when?.(record, viewer) ?? true) && ownCaseReason(list, record, viewer) === undefined;
};
