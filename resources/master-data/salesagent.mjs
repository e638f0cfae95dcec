/** Agents who bring in buyer orders, with their country, e-mail and commission. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'salesagent',
  title: 'Sales Agents',
  noun: 'sales agent',
  group: 'sales',
  idField: 'salesAgentId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: { ...NAME, unique: false, max: 80 },
    country: { kind: 'ref', label: 'Country', required: true, ref: 'country' },
    email: { kind: 'text', label: 'E-mail', required: true, unique: true, max: 100 },
    phone: { kind: 'text', label: 'Phone', max: 20, hidden: true },
    commission: { kind: 'number', label: 'Commission (%)', required: true, min: 0, max: 100, decimals: 2 },
    status: STATUS,
  },
};
