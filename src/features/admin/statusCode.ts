/** The institute's answer code of a call, whether it succeeded or failed. */
const codeIn = (body: unknown): string | undefined => {
  const code = (body as { statusCode?: unknown } | null)?.statusCode;
  return code === undefined || code === null ? undefined : String(code);
};

/**
 * Resolves to the statusCode of the answer: from the reply, or from the body of the HttpError the
 * client throws for a failed code or a 4xx; undefined when there is none (network failure).
 */
export const statusCodeOf = async (call: () => Promise<unknown>): Promise<string | undefined> => {
  try {
    return codeIn(await call());
  } catch (error) {
    return codeIn((error as { body?: unknown } | null)?.body);
  }
};
