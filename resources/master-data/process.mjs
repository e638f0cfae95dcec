/** The processes themselves (desize, enzyme wash, neutralise), each of a process type, with its standard minutes. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'process',
  title: 'Processes',
  noun: 'process',
  group: 'wash',
  idField: 'processId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    processType: { kind: 'ref', label: 'Process type', required: true, ref: 'processtype' },
    standardMinutes: { kind: 'number', label: 'Standard minutes', required: true, min: 0.5, max: 600, decimals: 1 },
    temperature: { kind: 'number', label: 'Temperature (°C)', min: 0, max: 100, hint: 'Blank for a dry process' },
    status: STATUS,
  },
};
