/** Countries, with their ISO 3166 codes (addresses, brands, sales agents). */
import { NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'country',
  title: 'Countries',
  noun: 'country',
  group: 'general',
  idField: 'countryId',
  nameField: 'name',
  fields: {
    iso2: { kind: 'code', label: 'ISO code', required: true, unique: true, format: 'iso2' },
    iso3: { kind: 'code', label: 'ISO alpha-3', required: true, unique: true, format: 'iso3' },
    name: NAME,
    dialCode: { kind: 'text', label: 'Dialling code', max: 6, hint: 'e.g. +94' },
    status: STATUS,
  },
};
