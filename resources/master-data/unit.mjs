/** Units of measure (kg, litre, piece, kWh) and how many decimals a quantity in them takes. */
import { CODE, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'unit',
  title: 'Units',
  noun: 'unit',
  group: 'general',
  idField: 'unitId',
  nameField: 'name',
  fields: {
    code: { ...CODE, max: 6 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 1, max: 40 },
    decimals: { kind: 'number', label: 'Decimals', required: true, min: 0, max: 4 },
    status: STATUS,
  },
};
