/** The machines themselves: each of a machine type, with its capacity in that type's unit. */
import { CODE, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'machine',
  title: 'Machines',
  noun: 'machine',
  group: 'machine',
  idField: 'machineId',
  nameField: 'name',
  fields: {
    code: { ...CODE, label: 'Machine No', max: 12 },
    name: { kind: 'text', label: 'Name', required: true, min: 2, max: 60 },
    machineType: { kind: 'ref', label: 'Machine type', required: true, ref: 'machinetype' },
    capacity: { kind: 'number', label: 'Capacity', required: true, min: 0.1, max: 100000, decimals: 1 },
    make: { kind: 'text', label: 'Make and model', max: 80 },
    status: STATUS,
  },
};
