/** Kinds of order (bulk, sample, development, re-wash). */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'ordertype',
  title: 'Order Types',
  noun: 'order type',
  group: 'sales',
  idField: 'orderTypeId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    description: { kind: 'multiline', label: 'Description', max: 300 },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
