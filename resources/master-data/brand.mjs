/** Brands the institute's member firms make garments for. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'brand',
  title: 'Brands',
  noun: 'brand',
  group: 'garment',
  idField: 'brandId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    country: { kind: 'ref', label: 'Country', ref: 'country' },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
