/** Colour cards: a named set of colours in order (a buyer's season palette); allocations hand one to a brand. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'colourcard',
  title: 'Colour Cards',
  noun: 'colour card',
  group: 'garment',
  idField: 'colourCardId',
  nameField: 'name',
  fields: {
    code: { ...CODE, max: 12 },
    name: NAME,
    status: STATUS,
  },
  detail: {
    name: 'colours', title: 'Colours', noun: 'colour', min: 1,
    fields: {
      colour: { kind: 'ref', label: 'Colour', required: true, ref: 'colour' },
      buyerRef: { kind: 'text', label: "Buyer's colour reference", max: 30, hint: 'e.g. 19-4052 TCX' },
    },
  },
};
