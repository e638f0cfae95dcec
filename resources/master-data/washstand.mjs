/** Approved wash standards: the reference shade of a wash type a bulk wash is checked against. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'washstand',
  title: 'Wash Standards',
  noun: 'wash standard',
  group: 'wash',
  idField: 'washStandId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    washType: { kind: 'ref', label: 'Wash type', required: true, ref: 'washtype' },
    shade: { kind: 'select', label: 'Shade', required: true, options: ['Light', 'Medium', 'Dark', 'Tinted'] },
    description: { kind: 'multiline', label: 'Description', max: 300 },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
