/**
 * "Pending approvals": one link per approval queue exactly as the API lists them (only the queues the viewer
 * works), each with how many items wait in it.
 */
import { List, Typography } from '@mui/material';
import { text } from '../../i18n/text';
import type { Approval } from './dashboardTypes';
import { ApprovalLink } from './ApprovalLink';
import { DashboardCard } from './DashboardCard';

const QUEUE_GRID = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, columnGap: 2 } as const;

const Queues = ({ approvals }: { approvals: readonly Approval[] }) => {
  if (approvals.length === 0) return <Typography>{text('dashboards.admin.approvalsEmptyRole')}</Typography>;
  const waiting = approvals.some((approval) => approval.count > 0);
  return (
    <>
      {!waiting && <Typography>{text('dashboards.admin.approvalsNone')}</Typography>}
      <List dense disablePadding sx={QUEUE_GRID}>
        {approvals.map((approval, index) => (
          <li key={approval.key}>
            <ApprovalLink approval={approval} first={index === 0} />
          </li>
        ))}
      </List>
    </>
  );
};

/** `approvals` undefined: still loading (the same card, so it stays in place when the list arrives). */
export const PendingApprovals = ({ approvals }: { approvals: readonly Approval[] | undefined }) => (
  <DashboardCard title={text('dashboards.admin.approvalsHeading')} loading={!approvals}>
    {approvals && <Queues approvals={approvals} />}
  </DashboardCard>
);
