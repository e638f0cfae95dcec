/** Terms buyers pay on, with the days allowed after invoice. */
import { CODE, NAME, DESCRIPTION, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'paymentterm',
  title: 'Payment Terms',
  noun: 'payment term',
  group: 'sales',
  idField: 'paymentTermId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    days: { kind: 'number', label: 'Days', required: true, min: 0, max: 365 },
    description: DESCRIPTION,
    status: STATUS,
  },
};
