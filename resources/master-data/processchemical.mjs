/** The chemicals a process uses and their dosage (g/L of liquor, % on garment weight, ml/kg). */
import { CODE, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'processchemical',
  title: 'Process Chemicals',
  noun: 'process chemical',
  group: 'wash',
  idField: 'processChemicalId',
  nameField: 'chemical',
  fields: {
    code: { ...CODE, max: 12 },
    process: { kind: 'ref', label: 'Process', required: true, ref: 'process' },
    chemical: { kind: 'text', label: 'Chemical', required: true, min: 2, max: 80 },
    dosage: { kind: 'number', label: 'Dosage', required: true, min: 0.01, max: 1000, decimals: 2 },
    dosageUnit: { kind: 'select', label: 'Dosage unit', required: true, options: ['g/L', '%', 'ml/kg'] },
    status: STATUS,
  },
};
