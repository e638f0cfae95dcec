import { msg } from '../../i18n/keys';
import type { DecisionKind } from './memberTypes';

/** What each kind of pending item is called (approval queue, decisions). */
export const KIND_NAMES: Record<DecisionKind, string> = {
  changeRequest: msg('memberAdmin.kindChangeRequest'),
  employment: msg('memberAdmin.kindEmployment'),
  academic: msg('memberAdmin.kindAcademic'),
  professional: msg('memberAdmin.kindProfessional'),
};
