/** Kinds of garment made (jeans, chinos, T-shirts), with their standard minute value for costing. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'garmenttype',
  title: 'Garment Types',
  noun: 'garment type',
  group: 'garment',
  idField: 'garmentTypeId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    category: { kind: 'select', label: 'Category', required: true, options: ['Tops', 'Bottoms', 'Outerwear', 'Dresses', 'Sleepwear'] },
    smv: { kind: 'number', label: 'Standard minute value', min: 0, max: 600, decimals: 2, hint: 'Sewing minutes per piece' },
    status: STATUS,
  },
};
