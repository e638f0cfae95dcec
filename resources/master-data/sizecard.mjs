/** Size cards: the sizes a range is made in, each with its sort order; allocations hand one to a brand. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'sizecard',
  title: 'Size Cards',
  noun: 'size card',
  group: 'garment',
  idField: 'sizeCardId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 12 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    gender: { kind: 'ref', label: 'Gender', ref: 'gender' },
    status: { kind: 'status', label: 'Status', required: true },
  },
  detail: {
    name: 'sizes', title: 'Sizes', noun: 'size', min: 1,
    fields: {
      size: { kind: 'ref', label: 'Size', required: true, ref: 'size' },
      sortOrder: { kind: 'number', label: 'Sort order', required: true, min: 1, max: 99 },
    },
  },
};
