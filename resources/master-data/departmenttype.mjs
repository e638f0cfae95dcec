/** Kinds of department (production, quality, merchandising), and whether they are direct production. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'departmenttype',
  title: 'Department Types',
  noun: 'department type',
  group: 'general',
  idField: 'departmentTypeId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    productive: { kind: 'boolean', label: 'Direct production' },
    status: STATUS,
  },
};
