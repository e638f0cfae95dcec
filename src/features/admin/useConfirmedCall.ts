import { useState } from 'react';
import { useApiCall } from '../../ui/useApiCall';

/**
 * Valid form values -> "Are you sure?" -> the call -> its result text in a dialog (spec §5: user creation and
 * member role assignment confirm first). The confirmation and the result dialog are the steps this adds to
 * useApiCall; the call resolves to the text to show, whatever the answer's code.
 */
export const useConfirmedCall = <V>(call: (values: V) => Promise<string>) => {
  const [pending, setPending] = useState<V | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const { run, busy } = useApiCall(call, {
    onSuccess: (message) => {
      setPending(null);
      setResult(message);
    },
  });

  const confirm = async () => {
    if (pending === null || busy) return;
    await run(pending);
  };

  return {
    /** Asks for confirmation of these values. */
    ask: (values: V) => setPending(values),
    asking: pending !== null,
    busy,
    confirm,
    cancel: () => setPending(null),
    result,
    dismiss: () => setResult(null),
  };
};
