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
  return (
    <li>
      <Tooltip title={sidebarOpen ? '' : node.title} placement="right">
        <ListItemButton onClick={onToggle} aria-expanded={open} aria-label={sidebarOpen ? undefined : node.title} sx={{ pl: menuIndent(sidebarOpen, depth) }}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          {sidebarOpen && <ListItemText primary={node.title} />}
          {/* never squeezed out by a long title: the title wraps instead */}
          {open ? <ExpandLess fontSize="small" sx={{ flexShrink: 0 }} /> : <ExpandMore fontSize="small" sx={{ flexShrink: 0 }} />}
        </ListItemButton>
      </Tooltip>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding dense>
          {children}
        </List>
      </Collapse>
    </li>
  );
};
