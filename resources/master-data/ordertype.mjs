/** Kinds of order (bulk, sample, development, re-wash). */
import { CODE, NAME, DESCRIPTION, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'ordertype',
  title: 'Order Types',
  noun: 'order type',
  group: 'sales',
  idField: 'orderTypeId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    description: DESCRIPTION,
    status: STATUS,
  },
};
