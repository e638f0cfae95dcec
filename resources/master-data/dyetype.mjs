/** Classes of dye used in garment dyeing (reactive, direct, sulphur, pigment), with the fibres they suit. */
import { CODE, NAME, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'dyetype',
  title: 'Dye Types',
  noun: 'dye type',
  group: 'wash',
  idField: 'dyeTypeId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    fibres: { kind: 'text', label: 'Suitable fibres', max: 100, hint: 'e.g. Cotton, viscose' },
    status: STATUS,
  },
};
