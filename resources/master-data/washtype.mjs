/** The washes the plant sells (rinse, enzyme, stone, bleach); recipes and wash standards name one. */
import { CODE, NAME, DESCRIPTION, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'washtype',
  title: 'Wash Types',
  noun: 'wash type',
  group: 'wash',
  idField: 'washTypeId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    description: DESCRIPTION,
    status: STATUS,
  },
};
