/** Kinds of sample issued to buyers (proto, fit, size set, pre-production), and whether they are charged. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'sampleissue',
  title: 'Sample Issues',
  noun: 'sample issue',
  group: 'sales',
  idField: 'sampleIssueId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    stage: { kind: 'select', label: 'Stage', required: true, options: ['Development', 'Pre-production', 'Production'] },
    chargeable: { kind: 'boolean', label: 'Charged to the buyer' },
    status: STATUS,
  },
};
