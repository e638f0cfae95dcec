/** Product definitions: a style (brand, season, garment and fabric) and its processes in sequence with minutes. */
import { STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'productdefinition',
  title: 'Product Definitions',
  noun: 'product definition',
  group: 'garment',
  idField: 'productDefinitionId',
  nameField: 'name',
  fields: {
    styleNo: { kind: 'code', label: 'Style No', required: true, unique: true, format: 'upper', max: 16 },
    name: { kind: 'text', label: 'Description', required: true, min: 3, max: 100 },
    brand: { kind: 'ref', label: 'Brand', required: true, ref: 'brand' },
    season: { kind: 'ref', label: 'Season', required: true, ref: 'season' },
    garmentType: { kind: 'ref', label: 'Garment type', required: true, ref: 'garmenttype' },
    fabricType: { kind: 'ref', label: 'Fabric type', required: true, ref: 'fabrictype' },
    status: STATUS,
  },
  detail: {
    name: 'lines', title: 'Processes', noun: 'process', min: 1,
    fields: {
      process: { kind: 'ref', label: 'Process', required: true, ref: 'process' },
      sequence: { kind: 'number', label: 'Sequence', required: true, min: 1, max: 99 },
      standardMinutes: { kind: 'number', label: 'Standard minutes', required: true, min: 0.5, max: 600, decimals: 1 },
    },
  },
  calls: { list: 'GET para/productDefinationView', all: 'GET para/productDefination/All', getOne: 'GET tran/prodcutdefination/{id}',
    create: 'POST tran/prodcutdefination/header', details: 'POST tran/prodcutdefination/header/{id}/details' },
};
