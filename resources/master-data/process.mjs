/** The processes themselves (desize, enzyme wash, neutralise), each of a process type, with its standard minutes. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'process',
  title: 'Processes',
  noun: 'process',
  group: 'wash',
  idField: 'processId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    processType: { kind: 'ref', label: 'Process type', required: true, ref: 'processtype' },
    standardMinutes: { kind: 'number', label: 'Standard minutes', required: true, min: 0.5, max: 600, decimals: 1 },
    temperature: { kind: 'number', label: 'Temperature (°C)', min: 0, max: 100, hint: 'Blank for a dry process' },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
