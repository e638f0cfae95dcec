/** Points of measure on a garment spec sheet (waist, hip, inseam), with their unit and tolerance. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'measurement',
  title: 'Measurements',
  noun: 'measurement',
  group: 'garment',
  idField: 'measurementId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    unit: { kind: 'select', label: 'Unit', required: true, options: ['cm', 'inch'] },
    tolerance: { kind: 'number', label: 'Tolerance (±)', required: true, min: 0, max: 10, decimals: 2 },
    description: { kind: 'multiline', label: 'How to measure', max: 300, hidden: true },
    status: STATUS,
  },
};
