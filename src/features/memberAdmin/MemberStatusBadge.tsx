import { StatusBadge } from '../../framework';
import { MEMBER_STATUS } from '../../domain/memberRules.mjs';
import { msg } from '../../i18n/keys';

/** Member status names its codes itself: 2 Active (green), 1 Pending (yellow), 16 Cancelled (red). */
const NAMES: Record<number, string> = {
  [MEMBER_STATUS.ACTIVE]: msg('memberAdmin.active'),
  [MEMBER_STATUS.PENDING]: msg('memberAdmin.pending'),
  [MEMBER_STATUS.CANCELLED]: msg('memberAdmin.cancelled'),
};

export const MemberStatusBadge = ({ status }: { status: number }) => <StatusBadge value={status} label={NAMES[status]} />;
