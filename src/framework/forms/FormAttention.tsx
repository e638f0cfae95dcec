/**
 * The AttentionNote of a react-admin (react-hook-form) form: placed beside the submit buttons, inside the form.
 * A submit the validation refuses counts as an attempt; the count is the form's errors now.
 */
import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { AttentionNote } from './AttentionNote';
import { countFieldErrors } from './fieldsInError';

export const FormAttention = () => {
  const { submitCount, errors } = useFormState();
  const count = countFieldErrors(errors);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (submitCount > 0 && count > 0) setAttempt((n) => n + 1);
    // only a new submit is an attempt; errors changing while the user types are not
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
  return <AttentionNote count={count} attempt={attempt} />;
};
