/** What the plant consumes (electricity, water, steam), its unit and cost per unit in LKR for costing. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'utility',
  title: 'Utilities',
  noun: 'utility',
  group: 'machine',
  idField: 'utilityId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    unit: { kind: 'ref', label: 'Unit', required: true, ref: 'unit' },
    costPerUnit: { kind: 'number', label: 'Cost per unit (LKR)', required: true, min: 0.01, max: 1000000, decimals: 2 },
    status: STATUS,
  },
};
