/**
 * CPD Member View / CPD Membership Approve (/member/approvecpdmembership, spec §2): the declared list of CPD
 * member rows (resources/cpd/cpdMembers: filters, view modal, approve / reject modal) with this page's own
 * pieces: the decision call and its mail (saveCpdDecision, also each row's of a bulk approval) and the audit sample.
 */
import { ResourceListScreen } from '../../../framework';
import { cpdMembers } from '../../../../resources/cpd/cpdMembers';
import { AuditSampleButton } from './AuditSampleButton';
import { saveCpdDecision } from './saveCpdDecision';

export const CpdApprovalsPage = () => <ResourceListScreen resource={cpdMembers} saveEdit={saveCpdDecision} toolbar={<AuditSampleButton />} />;
