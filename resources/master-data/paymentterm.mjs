/** Terms buyers pay on, with the days allowed after invoice. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'paymentterm',
  title: 'Payment Terms',
  noun: 'payment term',
  group: 'sales',
  idField: 'paymentTermId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    days: { kind: 'number', label: 'Days', required: true, min: 0, max: 365 },
    description: { kind: 'multiline', label: 'Description', max: 300 },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
