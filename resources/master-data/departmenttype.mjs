/** Kinds of department (production, quality, merchandising), and whether they are direct production. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'departmenttype',
  title: 'Department Types',
  noun: 'department type',
  group: 'general',
  idField: 'departmentTypeId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    productive: { kind: 'boolean', label: 'Direct production' },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
