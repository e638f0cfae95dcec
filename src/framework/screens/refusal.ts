/**
 * An expected refusal: the server answered with its own words ("Role name already exists", a 403
 * "You cannot ..."), as a failed status envelope on a 2xx or a 4xx (an HttpError whose body is the
 * answer). It is shown to the user, not logged as a crash; a 5xx, a network failure (its body is the
 * caught Error) or a bug still is.
 */
const isAnswer = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && !(body instanceof Error) && ('status' in body || 'statusCode' in body);

export const isExpectedRefusal = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { status, body } = error as { status?: unknown; body?: unknown };
  return typeof status === 'number' && status >= 200 && status < 500 && isAnswer(body);
};
