/** Which colour card a brand uses in a season (optionally for one garment type). */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'colourcardallocation',
  title: 'Colour Card Allocations',
  noun: 'colour card allocation',
  group: 'garment',
  idField: 'colourCardAllocationId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 16 },
    name: { kind: 'text', label: 'Name', required: true, min: 2, max: 80 },
    brand: { kind: 'ref', label: 'Brand', required: true, ref: 'brand' },
    season: { kind: 'ref', label: 'Season', required: true, ref: 'season' },
    garmentType: { kind: 'ref', label: 'Garment type', ref: 'garmenttype' },
    colourCard: { kind: 'ref', label: 'Colour card', required: true, ref: 'colourcard' },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
