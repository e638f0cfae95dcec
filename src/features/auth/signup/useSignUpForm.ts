import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../framework/errorMessage';
import { publicText } from '../../../i18n/publicText';
// the module itself, not the framework's index: the public pages load no react-admin
import { useRefusedSubmits } from '../../../framework/forms/AttentionNote';
import type { RegisterReply } from './signUpApi';
import { EMPTY_SIGN_UP, signUpProblems, type SignUpField, type SignUpProblems, type SignUpValues } from './signUpRules';

/**
 * The sign-up form's state: values, the §5 problems (shown after a submit, cleared per field on
 * typing), the registration call, the server's refusal text, and the accepted reply with the values sent.
 */
export const useSignUpForm = (register: (values: SignUpValues) => Promise<RegisterReply>) => {
  const [values, setValues] = useState<SignUpValues>(EMPTY_SIGN_UP);
  const [problems, setProblems] = useState<SignUpProblems>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ reply: RegisterReply; values: SignUpValues } | null>(null);
  const refusals = useRefusedSubmits();

  const change = (field: SignUpField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = signUpProblems(values);
    setProblems(found);
    if (Object.keys(found).length) return refusals.refused();
    setBusy(true);
    setFailure(null);
    try {
      const reply = await register(values);
      setDone({ reply, values });
    } catch (error) {
      setFailure(errorMessage(error, publicText('applications.registerFailed')));
    } finally {
      setBusy(false);
    }
  };

  const restart = () => {
    setValues(EMPTY_SIGN_UP);
    setProblems({});
    setFailure(null);
    setDone(null);
  };

  return { values, problems, refusedSubmits: refusals.attempt, busy, failure, done, change, submit, restart };
};
