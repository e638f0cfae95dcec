import type { MasterEntity } from '../../src/domain/masterDataRules.mjs';
export declare const MASTER_DATA: readonly MasterEntity[];
