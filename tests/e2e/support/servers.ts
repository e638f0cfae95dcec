import { inject } from 'vitest';
import type { WorkerServers } from './globalSetup';

/**
 * This worker's own app and mock API: globalSetup.ts starts a pair per worker, in the order of VITEST_POOL_ID (none
 * for the timed files, which start their own).
 */
const servers = (): WorkerServers => {
  const all = inject('servers');
  const mine = all[Number(process.env.VITEST_POOL_ID ?? 1) - 1] ?? all[0];
  if (!mine) throw new Error('this part of the run started no servers: its files start their own');
  return mine;
};

export const hasServers = (): boolean => inject('servers').length > 0;

export const baseUrl = (): string => servers().baseUrl;
export const apiUrl = (): string => servers().apiUrl;
