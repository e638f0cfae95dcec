/** Kinds of address kept for a firm (registered office, factory, billing, delivery). */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'addresstype',
  title: 'Address Types',
  noun: 'address type',
  group: 'general',
  idField: 'addressTypeId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
