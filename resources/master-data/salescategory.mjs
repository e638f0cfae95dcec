/** Market segments orders are reported under (mass market, premium, private label). */
import { CODE, NAME, DESCRIPTION, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'salescategory',
  title: 'Sales Categories',
  noun: 'sales category',
  group: 'sales',
  idField: 'salesCategoryId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    description: DESCRIPTION,
    status: STATUS,
  },
};
