// Master-detail records: a recipe and its steps through the calls its declaration names (spec §7
// recipe/addRecipeMapping, recipingMappingView, updateRecipeMapping, recipe/{id}, recipeall), every line checked
// like a field (a bad line refused with its place), a record named only from a detail line held against delete;
// and a product definition's lines replaced by its details call (tran/prodcutdefination/header/{id}/details) and
// read through its view calls; the branches' table call with the spec's user-list defaults.
import { afterAll, describe, expect, it } from 'vitest';
import { MASTER_STATUS, MASTER_TEXT, numberBounds } from '../../src/domain/masterDataRules.mjs';
import { declarationOf, declaredUrl, startParaApi } from './para-support.mjs';

const para = startParaApi();
const { admin, rows } = para;
afterAll(() => para.api.cleanup());

const RECIPE = declarationOf('recipe');
const STEP = RECIPE.detail.fields;
const call = (entity, operation, id) => {
  const { method, url } = declaredUrl(entity, operation, id);
  return admin[method](url);
};
const firstId = (entity, idField) => rows(entity)[0][idField];
const recipeForm = (changes = {}) => ({
  code: 'r-900',
  name: 'Test enzyme wash',
  washType: firstId('washtype', 'washTypeId'),
  status: MASTER_STATUS.ACTIVE,
  steps: [
    { process: firstId('process', 'processId'), minutes: '20', temperature: 55, note: 'dropped' },
    { process: firstId('process', 'processId'), minutes: 5, temperature: 30 },
  ],
  ...changes,
});
const stepNumber = (name) => MASTER_TEXT.number(STEP[name].label, ...Object.values(numberBounds(STEP[name])));

describe('a recipe through its declared calls', () => {
  it('declares list, create and update calls other than para/recipe', () => {
    for (const operation of ['list', 'create', 'update']) expect(RECIPE.calls[operation], operation).not.toMatch(/ para\/recipe/);
  });

  it("creates with its steps ('00'), stored through the shared rules, unknown line fields dropped", async () => {
    const response = await call('recipe', 'create').send(recipeForm());
    expect(response.body).toMatchObject({ statusCode: '00', status: MASTER_TEXT.saved(RECIPE.noun) });
    const stored = rows('recipe').find((row) => row.recipeId === response.body.data.recipeId);
    expect(stored).toMatchObject({ code: 'R-900', name: 'Test enzyme wash' });
    expect(stored.steps).toEqual([
      { process: firstId('process', 'processId'), minutes: 20, temperature: 55 },
      { process: firstId('process', 'processId'), minutes: 5, temperature: 30 },
    ]);
  });

  it('lists, reads one and lists the Active ones through the declared calls', async () => {
    const list = await call('recipe', 'list').query({ searchText: 'r-900' });
    expect(list.body).toMatchObject({ statusCode: '00', total: 1 });
    const [recipe] = list.body.data;
    expect(recipe.steps).toHaveLength(2);
    expect((await call('recipe', 'getOne', recipe.recipeId)).body.data).toEqual(recipe);
    expect((await call('recipe', 'all')).body.map((row) => row.recipeId)).toContain(recipe.recipeId);
  });

  it("refuses a bad line with its place ('03'), no lines with the detail's own text; nothing stored", async () => {
    const before = para.state();
    const bad = await call('recipe', 'create').send(recipeForm({ code: 'R-901', steps: [recipeForm().steps[0], { process: 99999, minutes: 0, temperature: 101 }] }));
    expect(bad.body).toMatchObject({ statusCode: '03', status: MASTER_TEXT.choose(STEP.process.label) });
    expect(bad.body.problems).toEqual({
      'steps.1.process': MASTER_TEXT.choose(STEP.process.label),
      'steps.1.minutes': stepNumber('minutes'),
      'steps.1.temperature': stepNumber('temperature'),
    });
    const required = MASTER_TEXT.detailRequired(RECIPE.detail.title, RECIPE.detail.min);
    for (const steps of [[], 'two steps', undefined]) {
      const none = await call('recipe', 'create').send(recipeForm({ code: 'R-902', steps }));
      expect(none.body.problems, JSON.stringify(steps)).toEqual({ steps: required });
    }
    const notObjects = await call('recipe', 'create').send(recipeForm({ code: 'R-903', steps: ['a'] }));
    expect(notObjects.body.problems).toMatchObject({ 'steps.0.process': MASTER_TEXT.required(STEP.process.label) });
    expect(para.state()).toBe(before);
  });

  it('updates header and steps with the id in the body; the steps are replaced', async () => {
    const recipe = rows('recipe').find((row) => row.code === 'R-900');
    const steps = [{ process: firstId('process', 'processId'), minutes: 30, temperature: 60 }];
    const response = await call('recipe', 'update').send({ recipeId: recipe.recipeId, name: 'Renamed enzyme wash', steps });
    expect(response.body).toMatchObject({ statusCode: '00', status: MASTER_TEXT.updated(RECIPE.noun), data: { name: 'Renamed enzyme wash', steps } });
    const kept = await call('recipe', 'update').send({ recipeId: recipe.recipeId, status: MASTER_STATUS.INACTIVE });
    expect(kept.body.data.steps).toEqual(steps);
  });

  it("holds a process that only a recipe's step names against delete, naming the recipes", async () => {
    const processType = firstId('processtype', 'processTypeId');
    const created = await admin.post('/api/para/process').send({ code: 'ZSTEP', name: 'Only in a step', processType, standardMinutes: 5, status: 'Active' });
    expect(created.body.statusCode).toBe('00');
    const processId = created.body.data.processId;
    const recipe = rows('recipe').find((row) => row.code === 'R-900');
    await call('recipe', 'update').send({ recipeId: recipe.recipeId, steps: [{ process: processId, minutes: 10, temperature: 40 }] });
    const refused = await admin.delete(`/api/para/process/${processId}`);
    expect(refused.body).toMatchObject({ statusCode: '02', status: MASTER_TEXT.inUse('process', RECIPE.title, 1, 'Renamed enzyme wash') });
    await call('recipe', 'update').send({ recipeId: recipe.recipeId, steps: [{ process: firstId('process', 'processId'), minutes: 10, temperature: 40 }] });
    expect((await admin.delete(`/api/para/process/${processId}`)).body.statusCode).toBe('00');
  });
});

describe('a details call (product definition)', () => {
  const PRODUCT = declarationOf('productdefinition');

  it("replaces a record's lines ('00'), refuses a bad line ('03') and an unknown record ('01')", async () => {
    const [first] = rows('productdefinition');
    const { id, productDefinitionId, lines, ...header } = first;
    const created = await call('productdefinition', 'create').send({ ...header, styleNo: 'ZZ-TEST-1', lines });
    expect(created.body.statusCode).toBe('00');
    const newId = created.body.data.productDefinitionId;
    const [line] = lines;
    const replaced = await call('productdefinition', 'details', newId).send([{ ...line, sequence: 1 }]);
    expect(replaced.body).toMatchObject({ statusCode: '00', status: MASTER_TEXT.updated(PRODUCT.noun), data: { styleNo: 'ZZ-TEST-1', lines: [{ ...line, sequence: 1 }] } });
    const named = await call('productdefinition', 'details', newId).send({ lines: [{ ...line, sequence: 2 }], styleNo: 'IGNORED' });
    expect(named.body.data).toMatchObject({ styleNo: 'ZZ-TEST-1', lines: [{ ...line, sequence: 2 }] });
    const before = para.state();
    const bad = await call('productdefinition', 'details', newId).send([{ ...line, sequence: 0 }]);
    expect(bad.body.statusCode).toBe('03');
    expect(Object.keys(bad.body.problems)).toEqual(['lines.0.sequence']);
    expect((await call('productdefinition', 'details', newId).send([])).body.problems).toEqual({ lines: MASTER_TEXT.detailRequired(PRODUCT.detail.title, PRODUCT.detail.min) });
    expect((await call('productdefinition', 'details', 99999).send([line])).body).toMatchObject({ statusCode: '01', status: MASTER_TEXT.notFound(PRODUCT.noun) });
    expect(para.state()).toBe(before);
  });

  it('reads through GET para/productDefinationView, para/productDefination/All and tran/prodcutdefination/{id}', async () => {
    const view = await admin.get('/api/para/productDefinationView').query({ searchText: 'ZZ-TEST-1' });
    expect(view.body).toMatchObject({ statusCode: '00', total: 1, data: [{ styleNo: 'ZZ-TEST-1' }] });
    const [product] = view.body.data;
    expect((await admin.get(`/api/tran/prodcutdefination/${product.productDefinitionId}`)).body).toMatchObject({ statusCode: '00', data: product });
    const active = (await admin.get('/api/para/productDefination/All')).body;
    expect(active.map((row) => row.productDefinitionId)).toContain(product.productDefinitionId);
  });
});

describe('GET cdffbranch/table (spec §7: searchText 0, sortParameter -1, sortType asc, page 1, rowsPerPage 10)', () => {
  it('answers the spec defaults with the first ten branches by id; a search narrows them', async () => {
    const branches = rows('cdffbranch');
    const defaults = await admin.get('/api/cdffbranch/table').query({ searchText: '0', sortParameter: '-1', sortType: 'asc', page: 1, rowsPerPage: 10 });
    expect(defaults.body).toMatchObject({ statusCode: '00', total: branches.length });
    expect(defaults.body.data.map((row) => row.cdffBranchId)).toEqual(branches.map((row) => row.cdffBranchId).sort((a, b) => a - b).slice(0, 10));
    const [first] = branches;
    expect((await admin.get('/api/cdffbranch/table').query({ searchText: first.name })).body.data.map((row) => row.cdffBranchId)).toContain(first.cdffBranchId);
  });
});
