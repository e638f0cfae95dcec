/**
 * "Member Number" and Search (spec §2 Admin member lookup): the one member search of the three staff
 * pages. An unknown number says so plainly; the member found, or null, is handed to `onResult`.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { fetchLookup } from './memberAdminApi';
import { useApiCall } from '../../ui/useApiCall';
import { MemberNumberForm } from '../../ui/MemberNumberForm';
import type { AdminLookupItem } from './memberTypes';

export const MemberNumberSearch = ({ onResult }: { onResult: (item: AdminLookupItem | null) => void }) => {
  const translate = useTranslate();
  const [memberNo, setMemberNo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { run, busy } = useApiCall(fetchLookup, {
    onSuccess: (item, wanted) => {
      onResult(item);
      if (!item) setProblem(translate(msg('memberAdmin.notFound'), { memberNo: wanted }));
    },
    // the form's warning says the lookup failed, whatever the server's words
    failure: () => translate(msg('memberAdmin.lookupFailed')),
    failureIn: 'page',
    onFailure: (_error, text) => {
      onResult(null);
      setProblem(text);
    },
  });

  const search = async () => {
    const wanted = memberNo.trim();
    if (!wanted) return setProblem(translate(msg('memberAdmin.memberNumberRequired')));
    setProblem(null);
    await run(wanted);
  };

  return <MemberNumberForm value={memberNo} onChange={setMemberNo} onSearch={() => void search()} busy={busy} warning={problem} />;
};
