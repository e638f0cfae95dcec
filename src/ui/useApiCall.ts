/**
 * One API call a page makes (a save, a decision, a search): busy while it runs, the success text as a toast, the
 * failure as the server's words (else the page's own failure text) in a toast or beside the form, and an ended
 * session handed to the auth provider, which signs out and goes to the sign-in page (that page then says why, so
 * this one shows no failure of its own). Built on react-query's useMutation, which react-admin already runs.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { errorMessage } from '../framework/errorMessage';

/** A text (a polyglot key or the server's words) or one made from the answer; nothing means no toast. */
type Said<V, R> = string | null | undefined | ((result: R, variables: V) => string | null | undefined);

export interface ApiCallOptions<V, R> {
  success?: Said<V, R>;
  /** Values of the success text's placeholders (e.g. a count). */
  successArgs?: (result: R, variables: V) => Record<string, unknown>;
  /**
   * The failure text when the server sends no words of its own (default the generic request error), or a function
   * that picks the whole text from the error (a feature whose client maps its failures to texts of its own).
   */
  failure?: string | ((error: unknown) => string);
  /** 'toast' (default) or 'page': the page shows `failure` itself (beside its form). */
  failureIn?: 'toast' | 'page';
  /** Awaited before `run` resolves (e.g. the lists to reload). */
  onSuccess?: (result: R, variables: V) => unknown;
  /** After any failure but an ended session, with its text (e.g. to mark a refused submit). */
  onFailure?: (error: unknown, text: string) => void;
}

export interface ApiCall<V> {
  /** Resolves true when the call succeeded; never throws. */
  run: (variables: V) => Promise<boolean>;
  busy: boolean;
  /** The last failure's text while `failureIn` is 'page'. */
  failure: string | null;
  clearFailure: () => void;
}

export const useApiCall = <V = void, R = unknown>(call: (variables: V) => Promise<R>, options: ApiCallOptions<V, R> = {}): ApiCall<V> => {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [failure, setFailure] = useState<string | null>(null);
  // only the variables: react-query passes a context second, which a call with an optional parameter would misread
  const mutation = useMutation({ mutationFn: (variables: V) => call(variables) });

  const run = async (variables: V): Promise<boolean> => {
    const { success, successArgs, failureIn = 'toast', onSuccess, onFailure } = options;
    setFailure(null);
    let result: R;
    try {
      result = await mutation.mutateAsync(variables);
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return false;
      const text = typeof options.failure === 'function' ? options.failure(error) : errorMessage(error, options.failure);
      if (failureIn === 'page') setFailure(text);
      else notify(text, { type: 'error' });
      onFailure?.(error, text);
      return false;
    }
    const said = typeof success === 'function' ? success(result, variables) : success;
    if (said) notify(said, { type: 'success', messageArgs: successArgs?.(result, variables) });
    await onSuccess?.(result, variables);
    return true;
  };

  return { run, busy: mutation.isPending, failure, clearFailure: () => setFailure(null) };
};
