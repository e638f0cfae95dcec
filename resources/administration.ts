import type { AnyResource } from '../src/framework/declare';

/** Administration screens declared through the engine (roles, users, authorization, activity log, inquiries). */
export const administration: AnyResource[] = [];
