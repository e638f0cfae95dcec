import { MenuItemLink } from 'react-admin';
import type { MenuItem } from '../../domain/auth';
import { menuIcon } from './menuIcons';
import { menuPath } from './menuTree';
import { screenTitle } from './screenTitle';
import { WRAPPING_LABEL } from './menuLayout';

/** A menu item: a link to its page (react-admin's link closes the drawer on phones), named by the route table. */
export const MenuLink = ({ node, depth }: { node: MenuItem; depth: number }) => {
  const Icon = menuIcon(node.icon);
  return (
    <MenuItemLink
      to={menuPath(node.url ?? '/')}
      primaryText={screenTitle(node.url, node.title)}
      leftIcon={<Icon fontSize="small" />}
      sx={{ pl: 2 + depth * 2, ...WRAPPING_LABEL }}
    />
  );
};
