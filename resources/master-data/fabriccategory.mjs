/** Broad families of fabric (woven, knit, denim); each fabric type names one. */
import { CODE, NAME, DESCRIPTION, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'fabriccategory',
  title: 'Fabric Categories',
  noun: 'fabric category',
  group: 'garment',
  idField: 'fabricCategoryId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    description: DESCRIPTION,
    status: STATUS,
  },
};
