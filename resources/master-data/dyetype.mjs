/** Classes of dye used in garment dyeing (reactive, direct, sulphur, pigment), with the fibres they suit. */
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'dyetype',
  title: 'Dye Types',
  noun: 'dye type',
  group: 'wash',
  idField: 'dyeTypeId',
  nameField: 'name',
  fields: {
    code: { kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 },
    name: { kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 },
    fibres: { kind: 'text', label: 'Suitable fibres', max: 100, hint: 'e.g. Cotton, viscose' },
    status: { kind: 'status', label: 'Status', required: true },
  },
};
