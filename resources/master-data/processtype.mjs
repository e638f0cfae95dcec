/** Groups of processes (pre-treatment, abrasion, bleaching, softening), each of a wash process type. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'processtype',
  title: 'Process Types',
  noun: 'process type',
  group: 'wash',
  idField: 'processTypeId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    washProcessType: { kind: 'ref', label: 'Wash process type', required: true, ref: 'washprocesstype' },
    status: STATUS,
  },
};
