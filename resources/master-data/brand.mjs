/** Brands the institute's member firms make garments for. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'brand',
  title: 'Brands',
  noun: 'brand',
  group: 'garment',
  idField: 'brandId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    country: { kind: 'ref', label: 'Country', ref: 'country' },
    status: STATUS,
  },
};
