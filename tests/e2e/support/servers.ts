import { inject } from 'vitest';
import type { WorkerServers } from './globalSetup';

/** This worker's own app and mock API: globalSetup.ts starts a pair per worker, in the order of VITEST_POOL_ID. */
const servers = (): WorkerServers => {
  const all = inject('servers');
  return all[Number(process.env.VITEST_POOL_ID ?? 1) - 1] ?? all[0];
};

export const baseUrl = (): string => servers().baseUrl;
export const apiUrl = (): string => servers().apiUrl;
