/** Which process each machine runs and its standard minutes on that machine. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'machineprocess',
  title: 'Machine Processes',
  noun: 'machine process',
  group: 'machine',
  idField: 'machineProcessId',
  nameField: 'name',
  fields: {
    code: { ...CODE, max: 12 },
    name: { ...NAME, unique: false, max: 80 },
    machine: { kind: 'ref', label: 'Machine', required: true, ref: 'machine' },
    process: { kind: 'ref', label: 'Process', required: true, ref: 'process' },
    standardMinutes: { kind: 'number', label: 'Standard minutes', required: true, min: 0.5, max: 600, decimals: 1 },
    status: STATUS,
  },
};
