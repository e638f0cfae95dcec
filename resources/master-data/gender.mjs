/** Who a garment is made for (men, women, boys, girls, unisex). */
import { STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'gender',
  title: 'Genders',
  noun: 'gender',
  group: 'garment',
  idField: 'genderId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 4 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 30 },
    ageGroup: { kind: 'select', label: 'Age group', required: true, options: ['Adult', 'Kids', 'Baby'] },
    status: STATUS,
  },
};
