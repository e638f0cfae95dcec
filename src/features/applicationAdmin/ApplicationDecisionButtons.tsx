/**
 * Approve or reject a submitted application (PUT application/updateroleapplicationApprovalOrReject/
 * applicationId/{id}/status/{2|16} {comment}).
 */
import { useTranslate } from 'react-admin';
import { APPLICATION_STATUS } from '../../domain/applicationRules.mjs';
import { msg } from '../../i18n/keys';
import { ApproveRejectButtons } from '../memberAdmin/ApproveRejectButtons';
import { decideApplication } from './applicationAdminApi';

interface Props {
  applicationId: number;
  /** The applicant as the questions name them. */
  name: string;
  onDecided: () => void;
}

export const ApplicationDecisionButtons = ({ applicationId, name, onDecided }: Props) => {
  const translate = useTranslate();
  const texts = {
    approveQuestion: translate(msg('applicationAdmin.approveQuestion'), { name }),
    rejectQuestion: translate(msg('applicationAdmin.rejectQuestion'), { name }),
    commentRequired: msg('applicationAdmin.rejectCommentRequired'),
    approved: msg('applicationAdmin.approved'),
    rejected: msg('applicationAdmin.rejected'),
  };
  const send = (decision: 'approve' | 'reject', comment: string) =>
    decideApplication(applicationId, decision === 'approve' ? APPLICATION_STATUS.APPROVED : APPLICATION_STATUS.REJECTED, comment);
  return <ApproveRejectButtons send={send} texts={texts} variant="contained" onDecided={onDecided} />;
};
