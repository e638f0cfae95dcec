/** The broad kinds of wash process (wet, dry, laser and ozone, finishing); process types fall under one. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'washprocesstype',
  title: 'Wash Process Types',
  noun: 'wash process type',
  group: 'wash',
  idField: 'washProcessTypeId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    usesWater: { kind: 'boolean', label: 'Uses water' },
    description: { kind: 'multiline', label: 'Description', max: 300 },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
