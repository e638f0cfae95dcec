/**
 * What a refused submit says beside its button: "1 field needs attention" / "N fields need attention". Each
 * refused submit (a new `attempt`) also scrolls to the first field in error and focuses it, so a long form's
 * problem at its top is never out of sight while the page stays at the button. It works on the page it is in:
 * its form, or the nearest element marked data-form-scope (a form drawn without a <form>). No react-admin: the
 * public pages use it too.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Typography } from '@mui/material';
import { publicText } from '../../i18n/publicText';
import { focusFirstInvalid } from './fieldsInError';

/** The attribute marking a form's area when it is not a <form>. */
export const FORM_SCOPE = { 'data-form-scope': '' } as const;

export const attentionText = (count: number): string =>
  count === 1 ? publicText('forms.oneNeedsAttention') : publicText('forms.manyNeedAttention', { count });

/** A counter of refused submits for a form with its own state: call `refused()` when a submit finds problems. */
export const useRefusedSubmits = () => {
  const [attempt, setAttempt] = useState(0);
  const refused = useCallback(() => setAttempt((n) => n + 1), []);
  return { attempt, refused };
};

interface Props {
  /** The fields in error now. */
  count: number;
  /** How many submits were refused; 0 before the first. */
  attempt: number;
}

export const AttentionNote = ({ count, attempt }: Props) => {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const scope = ref.current?.closest('form, [data-form-scope]');
    if (attempt > 0 && scope) focusFirstInvalid(scope);
  }, [attempt]);
  const shown = attempt > 0 && count > 0;
  return (
    <Typography ref={ref} component="span" role="status" variant="body2" color="error" data-testid="form-attention" sx={shown ? { alignSelf: 'center', mr: 'auto' } : { display: 'contents' }}>
      {shown ? attentionText(count) : null}
    </Typography>
  );
};
