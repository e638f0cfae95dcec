import { MenuItemLink } from 'react-admin';
import type { MenuItem } from '../../domain/auth';
import { menuIcon } from './menuIcons';
import { menuPath } from './menuTree';

/** A menu item: a link to its page (react-admin's link closes the drawer on phones). */
export const MenuLink = ({ node, depth }: { node: MenuItem; depth: number }) => {
  const Icon = menuIcon(node.icon);
  return (
    <MenuItemLink
      to={menuPath(node.url ?? '/')}
      primaryText={node.title}
      leftIcon={<Icon fontSize="small" />}
      sx={{ pl: 2 + depth * 2 }}
    />
  );
};
