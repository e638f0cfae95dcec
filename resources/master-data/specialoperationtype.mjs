/** Operations beyond sewing and washing (embroidery, printing, laser etching), in house or sent out. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'specialoperationtype',
  title: 'Special Operation Types',
  noun: 'special operation type',
  group: 'garment',
  idField: 'specialOperationTypeId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    description: { kind: 'multiline', label: 'Description', max: 300 },
    outsourced: { kind: 'boolean', label: 'Sent out to a subcontractor' },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
