/** Kinds of sample issued to buyers (proto, fit, size set, pre-production), and whether they are charged. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'sampleissue',
  title: 'Sample Issues',
  noun: 'sample issue',
  group: 'sales',
  idField: 'sampleIssueId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    stage: { kind: 'select', label: 'Stage', required: true, options: ['Development', 'Pre-production', 'Production'] },
    chargeable: { kind: 'boolean', label: 'Charged to the buyer' },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
