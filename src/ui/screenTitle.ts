import { text } from '../i18n/text';
import type { MessageKey } from '../i18n/keys';
import { routeTitleOf } from '../routing/routeFacts';
import { menuPath } from './menu/menuTree';

/**
 * One name per screen: the route table's title is the name of every screen it knows, wherever the
 * screen is named (menu, heading, breadcrumb, document title, link cards). A menu url the table does
 * not know keeps the server's title.
 */
export const routeTitleKey = (url: string): MessageKey | undefined => routeTitleOf(menuPath(url)) as MessageKey | undefined;

export const screenTitle = (url: string | undefined, fallback: string): string => {
  const key = url === undefined ? undefined : routeTitleKey(url);
  return key ? text(key) : fallback;
};
