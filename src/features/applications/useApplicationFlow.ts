/**
 * Save and submit of the applicant form (spec §2 "Save and submit are two modes", §8): Save, Save and
 * Exit and Submit all save first (the header's §5 rules, then the server's code); Submit then asks
 * "Submit for Approval" and posts the submit. Every answer shows its §8 text in a dialog; closing it
 * reloads the application and its tables (or leaves, after a successful Save and Exit).
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRefresh } from 'react-admin';
import { useRefusedSubmits } from '../../framework';
import { msg } from '../../i18n/keys';
import { useApiCall } from '../../ui/useApiCall';
import { applicationKey, saveProfile, submitApplication } from './applicationApi';
import { profileBody, profileProblems, type ProfileProblems, type ProfileValues } from './applicantProfileRules';
import type { ApplicantMode } from './applicationTypes';
import { submitResult, updateResult, type ResultText } from './resultTexts';

export type SaveIntent = 'save' | 'exit' | 'submit';

interface Shown extends ResultText {
  title: string;
  leave: boolean;
}

export const useApplicationFlow = (mode: ApplicantMode, onExit: () => void) => {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const [problems, setProblems] = useState<ProfileProblems>({});
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<Shown | null>(null);
  const refusals = useRefusedSubmits();

  // Every answer has its own text (the result dialog), so the calls toast nothing of their own.
  const saving = useApiCall(({ values, cv }: { values: ProfileValues; cv: File | null; intent: SaveIntent }) => saveProfile(mode, profileBody(values, cv)), {
    onSuccess: (answer, { intent }) => {
      const saved = updateResult(answer);
      if (saved.ok && intent === 'submit') return setConfirming(true);
      setResult({ ...saved, title: msg('applications.updateResultTitle'), leave: saved.ok && intent === 'exit' });
    },
  });
  const submitting = useApiCall(() => submitApplication(mode), {
    onSuccess: (answer) => {
      setConfirming(false);
      setResult({ ...submitResult(answer), title: msg('applications.submitResultTitle'), leave: false });
    },
  });
  const busy = saving.busy || submitting.busy;

  const save = async (values: ProfileValues, cv: File | null, intent: SaveIntent) => {
    const found = profileProblems(values);
    setProblems(found);
    if (Object.keys(found).length) return refusals.refused();
    if (busy) return;
    await saving.run({ values, cv, intent });
  };

  const submit = () => submitting.run();

  const closeResult = () => {
    const leave = result?.leave;
    setResult(null);
    if (leave) return onExit();
    void queryClient.invalidateQueries({ queryKey: applicationKey(mode) });
    refresh();
  };

  return {
    problems,
    /** Saves refused by the form's own rules: each one brings the first field in error into view. */
    refusedSaves: refusals.attempt,
    clearProblem: (field: keyof ProfileProblems) => setProblems((current) => ({ ...current, [field]: undefined })),
    busy,
    save,
    confirming,
    submit,
    cancelSubmit: () => setConfirming(false),
    result,
    closeResult,
  };
};
