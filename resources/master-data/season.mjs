/** Buyers' selling seasons (SS25, AW25); allocations and product definitions name one. */
import { NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'season',
  title: 'Seasons',
  noun: 'season',
  group: 'garment',
  idField: 'seasonId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 8, hint: 'e.g. SS25' },
    name: NAME,
    year: { kind: 'number', label: 'Year', required: true, min: 2000, max: 2100 },
    status: STATUS,
  },
};
