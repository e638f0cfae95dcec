/** Size cards: the sizes a range is made in, each with its sort order; allocations hand one to a brand. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'sizecard',
  title: 'Size Cards',
  noun: 'size card',
  group: 'garment',
  idField: 'sizeCardId',
  nameField: 'name',
  fields: {
    code: { ...CODE, max: 12 },
    name: NAME,
    gender: { kind: 'ref', label: 'Gender', ref: 'gender' },
    status: STATUS,
  },
  detail: {
    name: 'sizes', title: 'Sizes', noun: 'size', min: 1,
    fields: {
      size: { kind: 'ref', label: 'Size', required: true, ref: 'size' },
      sortOrder: { kind: 'number', label: 'Sort order', required: true, min: 1, max: 99 },
    },
  },
};
