import { useState } from 'react';

/**
 * Valid form values -> "Are you sure?" -> the call -> its result text (spec §5: user creation and
 * member role assignment confirm first). The call never throws: it resolves to the text to show.
 */
export const useConfirmedCall = <V>(call: (values: V) => Promise<string>) => {
  const [pending, setPending] = useState<V | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  const confirm = async () => {
    if (pending === null || busy) return;
    setBusy(true);
    const message = await call(pending);
    setBusy(false);
    setPending(null);
    setResult(message);
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
