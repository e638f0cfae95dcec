/** The server's words when a call fails (the http client puts the envelope status in the message). */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
