/** Which size card a brand uses in a season (optionally for one garment type). */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'sizecardallocation',
  title: 'Size Card Allocations',
  noun: 'size card allocation',
  group: 'garment',
  idField: 'sizeCardAllocationId',
  nameField: 'name',
  fields: {
    code: { ...CODE, max: 16 },
    name: { ...NAME, unique: false, max: 80 },
    brand: { kind: 'ref', label: 'Brand', required: true, ref: 'brand' },
    season: { kind: 'ref', label: 'Season', required: true, ref: 'season' },
    garmentType: { kind: 'ref', label: 'Garment type', ref: 'garmenttype' },
    sizeCard: { kind: 'ref', label: 'Size card', required: true, ref: 'sizecard' },
    status: STATUS,
  },
};
