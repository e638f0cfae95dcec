import { memo, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { List, ListSubheader, useMediaQuery, type Theme } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useSidebarState } from 'react-admin';
import type { MenuItem } from '../../domain/auth';
import { collapsesOnTrail, findMenuTrail, toggleCollapse } from '../../ui/menu/menuTree';
import { CurrentPathContext, currentPathOf } from './currentPath';
import { MenuCollapse } from './MenuCollapse';
import { MenuLink } from './MenuLink';
import { sidebarWidth } from './menuLayout';
import { useSession } from '../../providers/useSession';

interface NodeProps {
  node: MenuItem;
  siblings: readonly MenuItem[];
  depth: number;
  isSub: boolean;
  open: readonly string[];
  onToggle: (id: string, siblingIds: string[], isSub: boolean) => void;
  onFollow?: () => void;
}

/**
 * One node of the user menu: a group heading, a collapse (sub menu) or a link. Drawn again only when the sub menus
 * open or close, not on each navigation (the links follow the current page themselves: currentPath.ts).
 */
const MenuNode = memo(function MenuNode({ node, siblings, depth, isSub, open, onToggle, onFollow }: NodeProps) {
  const [sidebarOpen] = useSidebarState();
  const children = node.children ?? [];
  const renderChildren = (childIsSub: boolean, childDepth: number) =>
    children.map((child) => (
      <MenuNode key={child.id} node={child} siblings={children} depth={childDepth} isSub={childIsSub} open={open} onToggle={onToggle} onFollow={onFollow} />
    ));

  if (node.type === 'group') {
    return (
      <li>
        <List disablePadding subheader={sidebarOpen ? <ListSubheader disableSticky>{node.title}</ListSubheader> : undefined}>
          {renderChildren(false, depth)}
        </List>
      </li>
    );
  }
  if (node.type === 'collapse') {
    const siblingIds = siblings.filter((s) => s.type === 'collapse' && s.id !== node.id).map((s) => s.id);
    return (
      <MenuCollapse node={node} depth={depth} open={open.includes(node.id)} onToggle={() => onToggle(node.id, siblingIds, isSub)}>
        {renderChildren(true, depth + 1)}
      </MenuCollapse>
    );
  }
  return <MenuLink node={node} depth={depth} onFollow={onFollow} />;
});

const NO_MENU: MenuItem[] = [];

/** The side menu, built from the user menu returned at login (spec §2 navigation menu). */
export const PortalMenu = () => {
  const session = useSession();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const menu = session?.userMenu ?? NO_MENU;
  const { pathname } = useLocation();
  const [open, setOpen] = useState<string[]>(() => collapsesOnTrail(findMenuTrail(menu, pathname)));

  // Arriving on a page (link, back button) opens the sub menus that lead to it.
  useEffect(() => {
    const needed = collapsesOnTrail(findMenuTrail(menu, pathname));
    setOpen((current) => (needed.every((id) => current.includes(id)) ? current : [...new Set([...current, ...needed])]));
  }, [menu, pathname]);

  const onToggle = useCallback(
    (id: string, siblingIds: string[], isSub: boolean) => setOpen((current) => toggleCollapse(current, id, siblingIds, isSub)),
    [],
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
      <nav aria-label="main menu">
        <List dense sx={{ pt: 1, width: sidebarWidth(sidebarOpen), boxSizing: 'border-box' }}>
          {menu.map((node) => (
            <MenuNode key={node.id} node={node} siblings={menu} depth={0} isSub={false} open={open} onToggle={onToggle} onFollow={onFollow} />
          ))}
        </List>
      </nav>
    </CurrentPathContext.Provider>
  );
};
