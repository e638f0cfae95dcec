/** Currencies of orders and payments, with their rate to the Sri Lankan rupee. */
import { NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'currency',
  title: 'Currencies',
  noun: 'currency',
  group: 'sales',
  idField: 'currencyId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'ISO code', required: true, unique: true, format: 'iso3' },
    name: NAME,
    symbol: { kind: 'text', label: 'Symbol', required: true, max: 5 },
    rateToLkr: { kind: 'number', label: 'Rate to LKR', required: true, min: 0.0001, max: 100000, decimals: 4, hint: 'LKR for 1 unit' },
    status: STATUS,
  },
};
