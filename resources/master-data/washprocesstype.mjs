/** The broad kinds of wash process (wet, dry, laser and ozone, finishing); process types fall under one. */
import { CODE, NAME, DESCRIPTION, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'washprocesstype',
  title: 'Wash Process Types',
  noun: 'wash process type',
  group: 'wash',
  idField: 'washProcessTypeId',
  nameField: 'name',
  fields: {
    code: CODE,
    name: NAME,
    usesWater: { kind: 'boolean', label: 'Uses water' },
    description: DESCRIPTION,
    status: STATUS,
  },
};
