/** Operations beyond sewing and washing (embroidery, printing, laser etching), in house or sent out. */
import { CODE, NAME, DESCRIPTION, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'specialoperationtype',
  title: 'Special Operation Types',
  noun: 'special operation type',
  group: 'garment',
  idField: 'specialOperationTypeId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    description: DESCRIPTION,
    outsourced: { kind: 'boolean', label: 'Sent out to a subcontractor' },
    status: STATUS,
  },
};
