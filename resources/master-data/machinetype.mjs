/** Kinds of machine on the floor (washers, dryers, sewing machines), each machine names one. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'machinetype',
  title: 'Machine Types',
  noun: 'machine type',
  group: 'machine',
  idField: 'machineTypeId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    capacityUnit: { kind: 'select', label: 'Capacity unit', required: true, options: ['kg', 'pieces/hour', 'litres'] },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
