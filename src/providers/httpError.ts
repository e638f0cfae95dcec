/**
 * The one error type of the transport. It has the shape of react-admin's HttpError
 * (message, status, body) without importing react-admin, so public pages can use it.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown = null) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/** The HTTP status an error carries (ours or any duck-typed HttpError), if any. */
export const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};
