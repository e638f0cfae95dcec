import type { AnyResource } from '../../src/framework/declare';
import { ownTransfers } from './ownTransfers';
import { transferApprovals } from './transferApprovals';

/** The transfers screens declared through the engine. */
export const transferResources: AnyResource[] = [transferApprovals, ownTransfers];
