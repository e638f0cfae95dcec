import { beforeEach, vi, type Mock } from 'vitest';
import { http, type HttpClient } from '../../../../src/providers/http';

type Call = keyof HttpClient;
/** A test file's stand-ins for the app's http client: one mock a call, answering undefined until told otherwise. */
export type HttpMocks = Record<Call, Mock>;

/**
 * Sends every call of the app's http client (src/providers/http) to this file's own mocks, for each test. A spy on
 * the client object rather than vi.mock, which would need a module graph of the file's own (vitest.config.ts);
 * the shared setup puts the client back after each test. Call it once, at the top of a test file.
 */
export const mockHttpClient = (): HttpMocks => {
  const mocks: HttpMocks = { request: vi.fn(), get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() };
  beforeEach(() => {
    for (const call of Object.keys(mocks) as Call[]) vi.spyOn(http, call).mockImplementation(mocks[call]);
  });
  return mocks;
};
