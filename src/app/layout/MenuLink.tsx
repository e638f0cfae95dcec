import { MenuItemLink, useSidebarState } from 'react-admin';
import type { MenuItem } from '../../domain/auth';
import { menuIcon } from '../../ui/menu/menuIcons';
import { menuPath } from '../../ui/menu/menuTree';
import { screenTitle } from '../../ui/screenTitle';
import { menuIndent, menuLabelStyle } from './menuLayout';

/**
 * A menu item: a link to its page (react-admin's link closes the drawer on phones), named by the route table.
 * Collapsed, react-admin's own tooltip shows the name.
 */
export const MenuLink = ({ node, depth }: { node: MenuItem; depth: number }) => {
  const [sidebarOpen] = useSidebarState();
  const Icon = menuIcon(node.icon);
  // A link in a list item: MenuItemLink is MUI's MenuItem (role "menuitem"), which belongs in a menu widget
  // (arrow keys), not in a page's navigation list.
  return (
    <li>
      <MenuItemLink
        to={menuPath(node.url ?? '/')}
        role="link"
        primaryText={screenTitle(node.url, node.title)}
        leftIcon={<Icon fontSize="small" />}
        sx={{ pl: menuIndent(sidebarOpen, depth), ...menuLabelStyle(sidebarOpen) }}
      />
    </li>
  );
};
