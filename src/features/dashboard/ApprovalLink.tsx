/**
 * One approval queue as a link to the screen that works it, with how many items wait in it: the admin dashboard's
 * pending approvals and the app bar's bell show the queues alike.
 */
import { Chip, ListItemButton, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { text } from '../../i18n/text';
import type { Approval } from './dashboardTypes';

interface ApprovalLinkProps {
  approval: Approval;
  /** The dashboard's first queue is its primary action. */
  first?: boolean;
  /** Also run when the link is followed (the bell closes its panel). */
  onFollow?: () => void;
}

export const ApprovalLink = ({ approval, first = false, onFollow }: ApprovalLinkProps) => (
  <ListItemButton component={RouterLink} to={approval.url} onClick={onFollow} data-primary-action={first || undefined} sx={{ gap: 1, borderRadius: 1 }}>
    <ListItemText primary={approval.label} />
    <Chip
      size="small"
      label={text('dashboards.admin.approvalCount', { count: approval.count })}
      color={approval.count > 0 ? 'warning' : 'default'}
      variant={approval.count > 0 ? 'filled' : 'outlined'}
    />
  </ListItemButton>
);
