/** An icon per kind of notification (src/domain/notificationRules.mjs), so the list reads at a glance. */
import type { ReactElement } from 'react';
import Payments from '@mui/icons-material/Payments';
import Autorenew from '@mui/icons-material/Autorenew';
import Badge from '@mui/icons-material/Badge';
import Assignment from '@mui/icons-material/Assignment';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import School from '@mui/icons-material/School';
import EventAvailable from '@mui/icons-material/EventAvailable';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Gavel from '@mui/icons-material/Gavel';
import MailOutline from '@mui/icons-material/MailOutline';
import type { NotificationKind } from '../../domain/notificationRules.mjs';

const ICONS: Record<NotificationKind, ReactElement> = {
  payment: <Payments fontSize="small" />,
  reminder: <Autorenew fontSize="small" />,
  record: <Badge fontSize="small" />,
  application: <Assignment fontSize="small" />,
  transfer: <SwapHoriz fontSize="small" />,
  cpd: <School fontSize="small" />,
  booking: <EventAvailable fontSize="small" />,
  account: <ManageAccounts fontSize="small" />,
  review: <Gavel fontSize="small" />,
  message: <MailOutline fontSize="small" />,
};

export const notificationIcon = (kind: NotificationKind): ReactElement => ICONS[kind] ?? ICONS.message;
