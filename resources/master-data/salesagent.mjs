/** Agents who bring in buyer orders, with their country, e-mail and commission. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'salesagent',
  title: 'Sales Agents',
  noun: 'sales agent',
  group: 'sales',
  idField: 'salesAgentId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, min: 2, max: 80 },
    country: { kind: 'ref', label: 'Country', required: true, ref: 'country' },
    email: { kind: 'text', label: 'E-mail', required: true, unique: true, max: 100 },
    phone: { kind: 'text', label: 'Phone', max: 20, hidden: true },
    commission: { kind: 'number', label: 'Commission (%)', required: true, min: 0, max: 100, decimals: 2 },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
