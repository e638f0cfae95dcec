/** Divisions of the company (washing, sewing, finishing), each at a branch. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'division',
  title: 'Divisions',
  noun: 'division',
  group: 'general',
  idField: 'divisionId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    branch: { kind: 'ref', label: 'Branch', required: true, ref: 'cdffbranch' },
    status: STATUS,
  },
};
