import type { AnyResource } from '../../src/framework/declare';

/** The CPD screens declared through the engine (issue 11); each CPD screen adds one import and one entry here. */
export const cpdResources: AnyResource[] = [
];
