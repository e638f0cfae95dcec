import type { ReactNode } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSidebarState } from 'react-admin';
import type { MenuItem } from '../../domain/auth';
import { menuIcon } from './menuIcons';

interface Props {
  node: MenuItem;
  depth: number;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A sub menu heading that opens and closes its items. */
export const MenuCollapse = ({ node, depth, open, onToggle, children }: Props) => {
  const [sidebarOpen] = useSidebarState();
  const Icon = menuIcon(node.icon);
  return (
    <li>
      <ListItemButton onClick={onToggle} aria-expanded={open} sx={{ pl: 2 + depth * 2 }} title={sidebarOpen ? undefined : node.title}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        {sidebarOpen && <ListItemText primary={node.title} />}
        {/* never squeezed out by a long title: the title wraps instead */}
        {open ? <ExpandLess fontSize="small" sx={{ flexShrink: 0 }} /> : <ExpandMore fontSize="small" sx={{ flexShrink: 0 }} />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding dense>
          {children}
        </List>
      </Collapse>
    </li>
  );
};
