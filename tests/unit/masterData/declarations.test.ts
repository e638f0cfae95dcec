import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MASTER_DATA } from '../../../resources/master-data/index.mjs';
import { MASTER_SEED, MASTER_SEED_GROUPS } from '../../../mock-api/seed/master-data/index.mjs';
import { masterDataRoute, masterRecordProblems, type MasterEntity, type MasterField } from '../../../src/domain/masterDataRules.mjs';
import { ROUTES } from '../../../src/app/routeTable';
import { resources } from '../../../resources';

// Every master-data entity is one plain declaration file under resources/master-data/ (at most 30 lines)
// with zero lines of src/ for it, and seed rows under mock-api/seed/master-data/ that the shared rules accept.

const ROOT = resolve(__dirname, '../../..');
const DECLARATIONS_DIR = join(ROOT, 'resources/master-data');
const MAX_LINES = 30;
const GROUPS = ['garment', 'wash', 'machine', 'sales', 'general'];

const declarationFile = (entity: string) => join(DECLARATIONS_DIR, `${entity}.mjs`);
const lineCount = (text: string) => text.replace(/\n+$/, '').split('\n').length;
const allFields = (declaration: MasterEntity): [string, MasterField][] => [
  ...Object.entries(declaration.fields),
  ...Object.entries(declaration.detail?.fields ?? {}),
];
const declared = new Map(MASTER_DATA.map((declaration) => [declaration.entity, declaration]));
const idsOf = new Map(
  MASTER_DATA.map((declaration) => [declaration.entity, new Set((MASTER_SEED[declaration.entity] ?? []).map((row) => row[declaration.idField]))]),
);
const refExists = (entity: string, id: number) => idsOf.get(entity)?.has(id) ?? false;

describe('master-data declarations', () => {
  it('has one file per declaration and a declaration per file', () => {
    // index.mjs lists them; fields.mjs holds the fields they share (code, name, description, status)
    const files = readdirSync(DECLARATIONS_DIR).filter((name) => name.endsWith('.mjs') && name !== 'index.mjs' && name !== 'fields.mjs');
    expect(files.map((name) => name.replace(/\.mjs$/, '')).sort()).toEqual(MASTER_DATA.map((declaration) => declaration.entity).sort());
  });

  it('names each entity once, in lowercase letters only', () => {
    const entities = MASTER_DATA.map((declaration) => declaration.entity);
    expect(new Set(entities).size).toBe(entities.length);
    for (const entity of entities) expect(entity).toMatch(/^[a-z]+$/);
  });

  it.each(MASTER_DATA.map((declaration) => [declaration.entity, declaration] as const))('%s: shape', (entity, declaration) => {
    expect(lineCount(readFileSync(declarationFile(entity), 'utf8')), `${entity}.mjs has more than ${MAX_LINES} lines`).toBeLessThanOrEqual(MAX_LINES);
    expect(GROUPS).toContain(declaration.group);
    expect(declaration.title.trim()).not.toBe('');
    expect(declaration.noun.trim()).not.toBe('');
    expect(declaration.idField).toMatch(/^[a-z][A-Za-z]*Id$/);
    expect(Object.keys(declaration.fields)).not.toContain(declaration.idField);
    expect(Object.keys(declaration.fields)).toContain(declaration.nameField);
    expect(Object.values(declaration.fields).some((field) => field.kind === 'status'), `${entity} has a status`).toBe(true);
    for (const [name, field] of allFields(declaration)) {
      expect(field.label.trim(), `${entity}.${name} has a label`).not.toBe('');
      if (field.kind === 'ref') expect(declared.has(field.ref ?? ''), `${entity}.${name} names ${field.ref}`).toBe(true);
      if (field.kind === 'select') expect(field.options?.length ?? 0, `${entity}.${name} has options`).toBeGreaterThan(0);
    }
    if (declaration.detail) {
      expect(Object.keys(declaration.detail.fields).length).toBeGreaterThan(0);
      expect(Object.keys(declaration.fields)).not.toContain(declaration.detail.name);
    }
  });

  it("puts every screen at its own /param/ route, clear of every other screen's", () => {
    const routes = MASTER_DATA.map(masterDataRoute);
    expect(new Set(routes).size).toBe(routes.length);
    const masterData = new Set(routes);
    const existing = new Set([...ROUTES.map((entry) => entry.path), ...resources.flatMap((resource) => (resource.route && !masterData.has(resource.route) ? [resource.route] : []))]);
    for (const route of routes) {
      expect(route).toMatch(/^\/param\/[a-z]+$/);
      expect(existing.has(route), `${route} is already another screen's`).toBe(false);
    }
    expect(existing.has('/param/globaldata')).toBe(true);
  });
});

describe('master-data seed', () => {
  it('seeds every declared entity, in its group file, and nothing else', () => {
    for (const [group, rows] of Object.entries(MASTER_SEED_GROUPS)) {
      for (const entity of Object.keys(rows)) {
        expect(declared.get(entity)?.group, `seed of ${entity} in ${group}.mjs`).toBe(group);
      }
    }
    for (const declaration of MASTER_DATA) expect(MASTER_SEED[declaration.entity]?.length ?? 0, declaration.entity).toBeGreaterThan(0);
  });

  it.each(MASTER_DATA.map((declaration) => [declaration.entity, declaration] as const))('%s: every row valid', (entity, declaration) => {
    const rows = MASTER_SEED[entity] ?? [];
    const ids = rows.map((row) => row[declaration.idField]);
    for (const id of ids) expect(Number.isInteger(id) && (id as number) > 0, `${entity} id ${String(id)}`).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const known = new Set([declaration.idField, ...Object.keys(declaration.fields), ...(declaration.detail ? [declaration.detail.name] : [])]);
    for (const row of rows) {
      expect(masterRecordProblems(declaration, row, refExists), `${entity} ${String(row[declaration.idField])}`).toEqual({});
      expect(Object.keys(row).filter((key) => !known.has(key)), `${entity} row keys`).toEqual([]);
      if (declaration.detail) {
        const detailKeys = new Set(Object.keys(declaration.detail.fields));
        for (const line of row[declaration.detail.name] as Record<string, unknown>[]) {
          expect(Object.keys(line).filter((key) => !detailKeys.has(key)), `${entity} line keys`).toEqual([]);
        }
      }
    }
    for (const [name, field] of Object.entries(declaration.fields)) {
      if (!field.unique) continue;
      const values = rows.map((row) => row[name]).filter((value) => value !== null && value !== undefined).map((value) => String(value).trim().toLowerCase());
      expect(new Set(values).size, `${entity}.${name} is unique`).toBe(values.length);
    }
  });
});

describe('spec §7 "Master-data back office"', () => {
  // The spec's "Covered:" list, one entity each (size and colour card allocations are two; the recipe and the
  // branches' cdffbranch/table are named by their own calls); global details, inquiries, member fees, the activity
  // log and users are served by their own modules, not as master data.
  const SPEC_ENTITIES = [
    'garmenttype', 'fabriccategory', 'addresstype', 'country', 'division', 'brand', 'currency', 'departmenttype', 'season',
    'colourcard', 'washtype', 'washprocesstype', 'gender', 'measurement', 'ordertype', 'paymentterm', 'sampleissue',
    'salesagent', 'unit', 'salesordertype', 'specialoperationtype', 'sizecard', 'salescategory', 'dyetype', 'processtype',
    'process', 'processchemical', 'fabrictype', 'machinetype', 'size', 'colour', 'machine', 'washstand',
    'sizecardallocation', 'colourcardallocation', 'utility', 'machineprocess', 'productdefinition', 'recipe', 'cdffbranch',
  ];

  it('declares exactly the entities the spec lists', () => {
    expect(SPEC_ENTITIES).toHaveLength(40);
    expect(MASTER_DATA.map((declaration) => declaration.entity).sort()).toEqual([...SPEC_ENTITIES].sort());
  });

  it('serves the recipe, product definition and branch calls under the spec\'s own paths', () => {
    expect(declared.get('recipe')?.calls).toEqual({
      list: 'GET recipe/recipingMappingView',
      create: 'POST recipe/addRecipeMapping',
      update: 'PUT recipe/updateRecipeMapping',
      getOne: 'GET recipe/recipe/{id}',
      all: 'GET recipe/recipeall',
    });
    expect(declared.get('productdefinition')?.calls).toEqual({
      list: 'GET para/productDefinationView',
      all: 'GET para/productDefination/All',
      getOne: 'GET tran/prodcutdefination/{id}',
      create: 'POST tran/prodcutdefination/header',
      details: 'POST tran/prodcutdefination/header/{id}/details',
    });
    expect(declared.get('cdffbranch')?.calls).toEqual({ list: 'GET cdffbranch/table' });
  });
});

describe('src/ names no master-data entity', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  const sources = files(join(ROOT, 'src')).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
  // Narrow exemptions for short entity names that are also ordinary words in code. Only the exact construct is
  // removed before the check, so any other mention of the entity still fails:
  // - src/framework/schema.ts tests a File-like value with `'size' in value` (the File's byte size, not the entity).
  // - 'machine' is also a menu group (MasterGroup in src/domain/masterDataRules.d.mts): a line listing all five
  //   quoted group names is the group list, not the entity.
  const GROUP_LIST = new RegExp(`^(?=.*'garment')(?=.*'wash')(?=.*'machine')(?=.*'sales')(?=.*'general').*$`, 'gm');
  const EXEMPT: Readonly<Record<string, readonly RegExp[]>> = { size: [/'size' in /g], machine: [GROUP_LIST] };

  it.each(MASTER_DATA.map((declaration) => declaration.entity))('%s', (entity) => {
    const needles = [`'${entity}'`, `"${entity}"`, `para/${entity}`];
    const naming = sources
      .filter(({ text }) => {
        const checked = (EXEMPT[entity] ?? []).reduce((rest, pattern) => rest.replace(pattern, ''), text);
        return needles.some((needle) => checked.includes(needle));
      })
      .map(({ path }) => path);
    expect(naming, `src/ files naming '${entity}': declare it in resources/master-data/ instead`).toEqual([]);
  });
});
