/**
 * Approve or reject one pending item (a record, a change request, a queue item) of a member
 * (PUT usermanagement/member/decision).
 */
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { decide } from './memberAdminApi';
import type { DecisionKind } from './memberTypes';
import { ApproveRejectButtons } from './ApproveRejectButtons';

interface Props {
  kind: DecisionKind;
  id: number;
  /** What is decided, for the questions, e.g. "the Employment of Nimal Perera". */
  what: string;
  onDecided: () => void;
}

export const DecisionButtons = ({ kind, id, what, onDecided }: Props) => {
  const translate = useTranslate();
  const texts = {
    approveQuestion: translate(msg('memberAdmin.approveQuestion'), { what }),
    rejectQuestion: translate(msg('memberAdmin.rejectQuestion'), { what }),
    commentRequired: msg('memberAdmin.commentRequired'),
    approved: msg('memberAdmin.approved'),
    rejected: msg('memberAdmin.rejected'),
  };
  return <ApproveRejectButtons send={(decision, comment) => decide({ kind, id, decision, comment })} texts={texts} onDecided={onDecided} />;
};
