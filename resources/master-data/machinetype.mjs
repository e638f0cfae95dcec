/** Kinds of machine on the floor (washers, dryers, sewing machines), each machine names one. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'machinetype',
  title: 'Machine Types',
  noun: 'machine type',
  group: 'machine',
  idField: 'machineTypeId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    capacityUnit: { kind: 'select', label: 'Capacity unit', required: true, options: ['kg', 'pieces/hour', 'litres'] },
    status: STATUS,
  },
};
