/** Divisions of the company (washing, sewing, finishing), each at a branch. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'division',
  title: 'Divisions',
  noun: 'division',
  group: 'general',
  idField: 'divisionId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    branch: { kind: 'ref', label: 'Branch', required: true, ref: 'cdffbranch' },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
