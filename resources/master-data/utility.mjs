/** What the plant consumes (electricity, water, steam), its unit and cost per unit in LKR for costing. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'utility',
  title: 'Utilities',
  noun: 'utility',
  group: 'machine',
  idField: 'utilityId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    unit: { kind: 'ref', label: 'Unit', required: true, ref: 'unit' },
    costPerUnit: { kind: 'number', label: 'Cost per unit (LKR)', required: true, min: 0.01, max: 1000000, decimals: 2 },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
