/** Branches (cdffbranch table), listed in the user-list dialect: GET cdffbranch/table. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'cdffbranch',
  title: 'Branches',
  noun: 'branch',
  group: 'general',
  idField: 'cdffBranchId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    address: { kind: 'multiline', label: 'Address', required: true, max: 200 },
    phone: { kind: 'text', label: 'Phone', required: true, max: 20, hint: 'e.g. +94 11 234 5678' },
    status: { kind: 'status', label: 'Status', required: true },
  },
  calls: { list: 'GET cdffbranch/table' },
};
