/** Colours with their hex value (a swatch in the table); colour cards hold them. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'colour',
  title: 'Colours',
  noun: 'colour',
  group: 'garment',
  idField: 'colourId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    hex: { kind: 'code', label: 'Hex value', required: true, format: 'hex', hint: 'e.g. #1A2B3C' },
    status: STATUS,
  },
};
