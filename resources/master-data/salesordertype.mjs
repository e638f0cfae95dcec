/** Kinds of sales order (export FOB, export CIF, local, consignment). */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'salesordertype',
  title: 'Sales Order Types',
  noun: 'sales order type',
  group: 'sales',
  idField: 'salesOrderTypeId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    export: { kind: 'boolean', label: 'Export order' },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
