/** Branches (cdffbranch table), listed in the user-list dialect: GET cdffbranch/table. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'cdffbranch',
  title: 'Branches',
  noun: 'branch',
  group: 'general',
  idField: 'cdffBranchId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    address: { kind: 'multiline', label: 'Address', required: true, max: 200 },
    phone: { kind: 'text', label: 'Phone', required: true, max: 20, hint: 'e.g. +94 11 234 5678' },
    status: STATUS,
  },
  calls: { list: 'GET cdffbranch/table' },
};
