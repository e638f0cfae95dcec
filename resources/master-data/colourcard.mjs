/** Colour cards: a named set of colours in order (a buyer's season palette); allocations hand one to a brand. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'colourcard',
  title: 'Colour Cards',
  noun: 'colour card',
  group: 'garment',
  idField: 'colourCardId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 12 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    status: { kind: 'status', label: 'Status', required: true },
  },
  detail: {
    name: 'colours', title: 'Colours', noun: 'colour', min: 1,
    fields: {
      colour: { kind: 'ref', label: 'Colour', required: true, ref: 'colour' },
      buyerRef: { kind: 'text', label: "Buyer's colour reference", max: 30, hint: 'e.g. 19-4052 TCX' },
    },
  },
};
