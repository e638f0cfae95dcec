/** Approved wash standards: the reference shade of a wash type a bulk wash is checked against. */
import { CODE, NAME, DESCRIPTION, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'washstand',
  title: 'Wash Standards',
  noun: 'wash standard',
  group: 'wash',
  idField: 'washStandId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    washType: { kind: 'ref', label: 'Wash type', required: true, ref: 'washtype' },
    shade: { kind: 'select', label: 'Shade', required: true, options: ['Light', 'Medium', 'Dark', 'Tinted'] },
    description: DESCRIPTION,
    status: STATUS,
  },
};
