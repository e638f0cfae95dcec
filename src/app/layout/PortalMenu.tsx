import { memo, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { List, ListSubheader, useMediaQuery, type Theme } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useSidebarState } from 'react-admin';
import type { MenuItem } from '../../domain/auth';
import { collapsesOnTrail, findMenuTrail, toggleCollapse } from '../../ui/menu/menuTree';
import { CurrentPathContext, currentPathOf } from './currentPath';
import { MenuCollapse } from './MenuCollapse';
import { MenuLink } from './MenuLink';
import { OpenMenusContext, openMenusOf, useIsMenuOpen } from './openMenus';
import { sidebarWidth } from './menuLayout';
import { useSession } from '../../providers/useSession';

interface NodeProps {
  node: MenuItem;
  siblings: readonly MenuItem[];
  depth: number;
  isSub: boolean;
  onToggle: (id: string, siblingIds: string[], isSub: boolean) => void;
  onFollow?: () => void;
}

/** The nodes under `node`, drawn again only when their own props change. */
const childNodes = ({ node, onToggle, onFollow }: NodeProps, isSub: boolean, depth: number) => {
  const children = node.children ?? [];
  return children.map((child) => (
    <MenuNode key={child.id} node={child} siblings={children} depth={depth} isSub={isSub} onToggle={onToggle} onFollow={onFollow} />
  ));
};

/** A sub menu: drawn again when it opens or closes (openMenus.ts). */
const CollapseNode = (props: NodeProps) => {
  const { node, siblings, depth, isSub, onToggle } = props;
  const open = useIsMenuOpen(node.id);
  const siblingIds = siblings.filter((s) => s.type === 'collapse' && s.id !== node.id).map((s) => s.id);
  return (
    <MenuCollapse node={node} depth={depth} open={open} onToggle={() => onToggle(node.id, siblingIds, isSub)}>
      {childNodes(props, true, depth + 1)}
    </MenuCollapse>
  );
};

/**
 * One node of the user menu: a group heading, a collapse (sub menu) or a link. Not drawn again on a navigation:
 * the links follow the current page themselves (currentPath.ts), the sub menus their own state (openMenus.ts).
 */
const MenuNode = memo(function MenuNode(props: NodeProps) {
  const { node, depth } = props;
  const [sidebarOpen] = useSidebarState();

  if (node.type === 'group') {
    return (
      <li>
        <List disablePadding subheader={sidebarOpen ? <ListSubheader disableSticky>{node.title}</ListSubheader> : undefined}>
          {childNodes(props, false, depth)}
        </List>
      </li>
    );
  }
  if (node.type === 'collapse') return <CollapseNode {...props} />;
  return <MenuLink node={node} depth={depth} onFollow={props.onFollow} />;
});

const NO_MENU: MenuItem[] = [];

/** The side menu, built from the user menu returned at login (spec §2 navigation menu). */
export const PortalMenu = () => {
  const session = useSession();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const menu = session?.userMenu ?? NO_MENU;
  const { pathname } = useLocation();
  const [openMenus] = useState(() => openMenusOf(collapsesOnTrail(findMenuTrail(menu, pathname))));

  // Arriving on a page (link, back button) opens the sub menus that lead to it.
  useEffect(() => {
    const needed = collapsesOnTrail(findMenuTrail(menu, pathname));
    const current = openMenus.get();
    if (!needed.every((id) => current.includes(id))) openMenus.set([...new Set([...current, ...needed])]);
  }, [menu, pathname, openMenus]);

  const onToggle = useCallback(
    (id: string, siblingIds: string[], isSub: boolean) => openMenus.set(toggleCollapse(openMenus.get(), id, siblingIds, isSub)),
    [openMenus],
  );
  // below md react-admin's menu is a drawer over the page: following a link closes it (asked once, not per link)
  const isDrawer = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const closeDrawer = useCallback(() => setSidebarOpen(false), [setSidebarOpen]);
  const onFollow = isDrawer ? closeDrawer : undefined;
  const [currentPath] = useState(() => currentPathOf(pathname));
  // before the browser paints: the links whose answer changed are drawn again in the same frame
  useLayoutEffect(() => currentPath.set(pathname), [currentPath, pathname]);

  // a list inside the landmark (not the list as the landmark): its items are <li>s of a <ul>
  return (
    <CurrentPathContext.Provider value={currentPath}>
      <OpenMenusContext.Provider value={openMenus}>
        <nav aria-label="main menu">
          <List dense sx={{ pt: 1, width: sidebarWidth(sidebarOpen), boxSizing: 'border-box' }}>
            {menu.map((node) => (
              <MenuNode key={node.id} node={node} siblings={menu} depth={0} isSub={false} onToggle={onToggle} onFollow={onFollow} />
            ))}
          </List>
        </nav>
      </OpenMenusContext.Provider>
    </CurrentPathContext.Provider>
  );
};
