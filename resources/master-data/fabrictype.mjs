/** Fabrics in use: each of a fabric category, with its fibre composition and weight (GSM). */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'fabrictype',
  title: 'Fabric Types',
  noun: 'fabric type',
  group: 'garment',
  idField: 'fabricTypeId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    fabricCategory: { kind: 'ref', label: 'Fabric category', required: true, ref: 'fabriccategory' },
    composition: { kind: 'text', label: 'Composition', required: true, max: 100, hint: 'e.g. 98% cotton, 2% elastane' },
    gsm: { kind: 'number', label: 'Weight (GSM)', required: true, min: 20, max: 1000 },
    status: STATUS,
  },
};
