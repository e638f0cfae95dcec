/** Kinds of sales order (export FOB, export CIF, local, consignment). */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'salesordertype',
  title: 'Sales Order Types',
  noun: 'sales order type',
  group: 'sales',
  idField: 'salesOrderTypeId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    export: { kind: 'boolean', label: 'Export order' },
    status: STATUS,
  },
};
