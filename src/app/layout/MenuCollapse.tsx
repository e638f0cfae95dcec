import type { ReactNode } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSidebarState } from 'react-admin';
import type { MenuItem } from '../../domain/auth';
import { menuIcon } from '../../ui/menu/menuIcons';
import { menuIndent } from './menuLayout';

interface Props {
  node: MenuItem;
  depth: number;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A sub menu heading that opens and closes its items; collapsed to icons, its tooltip shows the title whole. */
export const MenuCollapse = ({ node, depth, open, onToggle, children }: Props) => {
  const [sidebarOpen] = useSidebarState();
  const Icon = menuIcon(node.icon);
  const heading = (
    <ListItemButton onClick={onToggle} aria-expanded={open} aria-label={sidebarOpen ? undefined : node.title} sx={{ pl: menuIndent(sidebarOpen, depth) }}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {sidebarOpen && <ListItemText primary={node.title} />}
      {/* never squeezed out by a long title: the title wraps instead */}
      {open ? <ExpandLess fontSize="small" sx={{ flexShrink: 0 }} /> : <ExpandMore fontSize="small" sx={{ flexShrink: 0 }} />}
    </ListItemButton>
  );
  // Only a collapsed heading needs its tooltip (its title is hidden): a tooltip costs each page load a few
  // milliseconds to mount, and an open menu has a dozen headings.
  return (
    <li>
      {sidebarOpen ? (
        heading
      ) : (
        <Tooltip title={node.title} placement="right">
          {heading}
        </Tooltip>
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding dense>
          {children}
        </List>
      </Collapse>
    </li>
  );
};
