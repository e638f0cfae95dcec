/** The washes the plant sells (rinse, enzyme, stone, bleach); recipes and wash standards name one. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'washtype',
  title: 'Wash Types',
  noun: 'wash type',
  group: 'wash',
  idField: 'washTypeId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    description: { kind: 'multiline', label: 'Description', max: 300 },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
