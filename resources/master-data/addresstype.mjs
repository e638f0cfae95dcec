/** Kinds of address kept for a firm (registered office, factory, billing, delivery). */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'addresstype',
  title: 'Address Types',
  noun: 'address type',
  group: 'general',
  idField: 'addressTypeId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    status: STATUS,
  },
};
