/** Which colour card a brand uses in a season (optionally for one garment type). */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'colourcardallocation',
  title: 'Colour Card Allocations',
  noun: 'colour card allocation',
  group: 'garment',
  idField: 'colourCardAllocationId',
  nameField: 'name',
  fields: {
    code: { ...CODE, max: 16 },
    name: { ...NAME, unique: false, max: 80 },
    brand: { kind: 'ref', label: 'Brand', required: true, ref: 'brand' },
    season: { kind: 'ref', label: 'Season', required: true, ref: 'season' },
    garmentType: { kind: 'ref', label: 'Garment type', ref: 'garmenttype' },
    colourCard: { kind: 'ref', label: 'Colour card', required: true, ref: 'colourcard' },
    status: STATUS,
  },
};
