/** Wash recipes: a header and its steps in order (process, chemical, dosage, time, temperature). */
import { CODE, STATUS } from './fields.mjs';
/** @type {import('../../src/domain/masterDataRules.mjs').MasterEntity} */
export default {
  entity: 'recipe',
  title: 'Recipes',
  noun: 'recipe',
  group: 'wash',
  idField: 'recipeId',
  nameField: 'name',
  fields: {
    code: { ...CODE, label: 'Recipe No', max: 12 },
    name: { kind: 'text', label: 'Name', required: true, min: 3, max: 80 },
    washType: { kind: 'ref', label: 'Wash type', required: true, ref: 'washtype' },
    status: STATUS,
  },
  detail: {
    name: 'steps', title: 'Steps', noun: 'step', min: 1,
    fields: {
      process: { kind: 'ref', label: 'Process', required: true, ref: 'process' },
      minutes: { kind: 'number', label: 'Minutes', required: true, min: 1, max: 600 },
      temperature: { kind: 'number', label: 'Temperature (°C)', required: true, min: 0, max: 100 },
    },
  },
  calls: { list: 'GET recipe/recipingMappingView', create: 'POST recipe/addRecipeMapping', update: 'PUT recipe/updateRecipeMapping', getOne: 'GET recipe/recipe/{id}', all: 'GET recipe/recipeall' },
};
