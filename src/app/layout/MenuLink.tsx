import { memo } from 'react';
import { ListItemIcon, MenuItem, Tooltip, Typography, type Theme } from '@mui/material';
import { LinkBase, useSidebarState } from 'react-admin';
import type { MenuItem as MenuNodeItem } from '../../domain/auth';
import { menuIcon } from '../../ui/menu/menuIcons';
import { menuPath } from '../../ui/menu/menuTree';
import { screenTitle } from '../../ui/screenTitle';
import { menuIndent, menuLabelStyle } from './menuLayout';
import { useIsCurrentPath } from './currentPath';

/** react-admin's look of a menu link: a muted label, the current page's in the text colour. */
const LINK_LOOK = (theme: Theme) => ({
  color: theme.palette.text.secondary,
  '& .MuiListItemIcon-root': { minWidth: theme.spacing(5) },
  '&.RaMenuItemLink-active': { color: theme.palette.text.primary },
});

interface Props {
  node: MenuNodeItem;
  depth: number;
  /** Called when the link is followed (on a phone, the menu's drawer closes). */
  onFollow?: () => void;
}

/**
 * A menu item: a link to its page, named by the route table. Collapsed, its tooltip shows the name. Drawn again only when it becomes or stops being the current page's link: react-admin's
 * MenuItemLink follows the address itself, so every navigation and every list's page, sort or filter (all in the
 * address) drew the forty links of an administrator's menu again (the menu was a fifth of a navigation's work).
 */
export const MenuLink = memo(function MenuLink({ node, depth, onFollow }: Props) {
  const [sidebarOpen] = useSidebarState();
  const to = menuPath(node.url ?? '/');
  const active = useIsCurrentPath(to);
  const Icon = menuIcon(node.icon);
  const title = screenTitle(node.url, node.title);
  // A link in a list item: MUI's MenuItem has the role "menuitem", which belongs in a menu widget (arrow keys), not
  // in a page's navigation list.
  const item = (
    <MenuItem
      component={LinkBase}
      to={to}
      role="link"
      tabIndex={0}
      className={active ? 'RaMenuItemLink-active' : undefined}
      onClick={onFollow}
      sx={[LINK_LOOK, { pl: menuIndent(sidebarOpen, depth) }, menuLabelStyle(sidebarOpen)]}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
    </MenuItem>
  );
  return (
    <li>
      {sidebarOpen ? (
        item
      ) : (
        <Tooltip title={title} placement="right">
          {item}
        </Tooltip>
      )}
    </li>
  );
});
