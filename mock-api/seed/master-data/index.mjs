// Every master-data entity's seed rows, merged from the five group files: { entity: rows }.
import garment from './garment.mjs';
import general from './general.mjs';
import machine from './machine.mjs';
import sales from './sales.mjs';
import wash from './wash.mjs';

/** The group files by group name (each entity's rows live in its declaration's group). */
export const MASTER_SEED_GROUPS = Object.freeze({ garment, general, machine, sales, wash });

/** @type {Readonly<Record<string, readonly Record<string, unknown>[]>>} */
export const MASTER_SEED = Object.freeze({ ...garment, ...general, ...machine, ...sales, ...wash });
