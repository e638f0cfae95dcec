/** Colours with their hex value (a swatch in the table); colour cards hold them. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'colour',
  title: 'Colours',
  noun: 'colour',
  group: 'garment',
  idField: 'colourId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    hex: { kind: 'code', label: 'Hex value', required: true, format: 'hex', hint: 'e.g. #1A2B3C' },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
