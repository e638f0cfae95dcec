import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { isExpectedRefusal } from '../../../src/framework/screens/refusal';

describe('isExpectedRefusal: what the server meant, shown but not logged as a crash', () => {
  it.each([
    ['a failed envelope on a 200', new HttpError('Role name already exists', 200, { status: 'Role name already exists', statusCode: '02' })],
    ['a 403 with the reason', new HttpError('You cannot delete your own account', 403, { status: 'You cannot delete your own account', statusCode: '01' })],
    ['a 400 with a message', new HttpError('Missing fields', 400, { status: 'Missing fields', statusCode: '05' })],
  ])('%s is expected', (_case, error) => expect(isExpectedRefusal(error)).toBe(true));

  it.each([
    ['a 500', new HttpError('Database down', 500, { message: 'Database down' })],
    ['a network failure (its body is the caught error)', new HttpError('Http request error', 409, new TypeError('Failed to fetch'))],
    ['an answer of the wrong shape', new HttpError('Http request error: no total', 409, { data: [] })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'map')")],
    ['a bare string', 'boom'],
  ])('%s is not', (_case, error) => expect(isExpectedRefusal(error)).toBe(false));
});
