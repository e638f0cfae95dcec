/**
 * Member Transfer Approval (/member/member-transfer-approval): the declared list of every transfer request
 * (resources/transfers/transferApprovals: status filter, member search, view and the approve / reject modal).
 */
import { ResourceListScreen } from '../../framework';
import { transferApprovals } from '../../../resources/transfers/transferApprovals';

export const TransferApprovalPage = () => <ResourceListScreen resource={transferApprovals} />;
