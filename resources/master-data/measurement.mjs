/** Points of measure on a garment spec sheet (waist, hip, inseam), with their unit and tolerance. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'measurement',
  title: 'Measurements',
  noun: 'measurement',
  group: 'garment',
  idField: 'measurementId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    unit: { kind: 'select', label: 'Unit', required: true, options: ['cm', 'inch'] },
    tolerance: { kind: 'number', label: 'Tolerance (±)', required: true, min: 0, max: 10, decimals: 2 },
    description: { kind: 'multiline', label: 'How to measure', max: 300, hidden: true },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
