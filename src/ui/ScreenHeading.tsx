import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeading } from '../framework/screens/PageHeading';
import { msg, type MessageKey } from '../i18n/keys';
import { routeTitleKey } from './screenTitle';

/**
 * The heading of a bespoke page: the engine's PageHeading (same type, spacing and left edge as the
 * declared tables) with the route table's title of the current path, so page and menu never disagree.
 * `title` only for a page the table does not name (the 404 of an unknown path).
 */
export const ScreenHeading = ({ title, children }: { title?: MessageKey; children?: ReactNode }) => {
  const { pathname } = useLocation();
  const key = routeTitleKey(pathname) ?? title;
  return <PageHeading title={key ? msg(key) : ''}>{children}</PageHeading>;
};
