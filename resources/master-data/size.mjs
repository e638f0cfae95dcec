/** Single sizes (S, M, 32, 6Y); size cards list them in order. */
import { CODE, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'size',
  title: 'Sizes',
  noun: 'size',
  group: 'garment',
  idField: 'sizeId',
  nameField: 'name',
  fields: {
    code: { ...CODE, max: 6 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 1, max: 40 },
    system: { kind: 'select', label: 'Size system', required: true, options: ['Letter', 'Waist (inches)', 'Age', 'EU'] },
    status: STATUS,
  },
};
