/**
 * "Member Number" and Search for the office screens: at most 5 characters, then GET
 * application/member-dues/{memberNo}. An unknown number shows the server's words ("No member number found").
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { useApiCall } from '../../ui/useApiCall';
import { MemberNumberForm } from '../../ui/MemberNumberForm';
import { memberNumberProblem } from './memberNumberRule';
import { fetchMemberDues } from './officePaymentsApi';
import type { MemberDues } from './officePaymentTypes';

interface Props {
  /** The member found with what is due, or null while searching again / when none was found. */
  onResult: (found: MemberDues | null) => void;
}

export const MemberDuesSearch = ({ onResult }: Props) => {
  const translate = useTranslate();
  const [memberNo, setMemberNo] = useState('');
  const [fieldProblem, setFieldProblem] = useState<string | null>(null);
  const [searchProblem, setSearchProblem] = useState<string | null>(null);
  const { run, busy } = useApiCall(fetchMemberDues, {
    onSuccess: (dues) => {
      onResult(dues);
    },
    failure: translate(msg('officePayments.searchFailed')),
    failureIn: 'page',
    onFailure: (_error, text) => setSearchProblem(text),
  });

  const search = async () => {
    const problem = memberNumberProblem(memberNo);
    setFieldProblem(problem);
    setSearchProblem(null);
    onResult(null);
    if (problem) return;
    await run(memberNo.trim());
  };

  return (
    <MemberNumberForm
      value={memberNo}
      onChange={setMemberNo}
      onSearch={() => void search()}
      busy={busy}
      fieldProblem={fieldProblem && translate(fieldProblem)}
      warning={searchProblem && translate(searchProblem, { _: searchProblem })}
    />
  );
};
