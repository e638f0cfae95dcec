/** Groups of processes (pre-treatment, abrasion, bleaching, softening), each of a wash process type. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'processtype',
  title: 'Process Types',
  noun: 'process type',
  group: 'wash',
  idField: 'processTypeId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    washProcessType: { kind: 'ref', label: 'Wash process type', required: true, ref: 'washprocesstype' },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
