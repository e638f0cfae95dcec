// The master-data seed, menus and call table, walked generically over MASTER_DATA: every seeded row of
// every entity passes the shared rules with its references resolving, unique fields are unique, rows hold only
// declared fields in their stored form; every entity has its menu item for the administrator; the call table
// refuses what it could not serve.
import { describe, expect, it } from 'vitest';
import { MASTER_DATA } from '../../resources/master-data/index.mjs';
import { masterDataRoute, masterRecordProblems, masterValueOf } from '../../src/domain/masterDataRules.mjs';
import { masterDataSeed } from '../../mock-api/seed/master-data.mjs';
import { MASTER_SEED_GROUPS } from '../../mock-api/seed/master-data/index.mjs';
import { stableMenuId as masterDataMenuId } from '../../src/framework/registry/stableMenuId';
import { menuIdsFor, menuRows } from '../../mock-api/seed/menus.mjs';
import { paraCollection } from '../../mock-api/lib/master-data/para-table.mjs';
import { parseCall, paraRoutes } from '../../mock-api/lib/master-data/para-calls.mjs';
import { ensureCollections } from '../../mock-api/seed/data-dir.mjs';

const seed = masterDataSeed();
const rowsOf = (entity) => seed[paraCollection(entity)];
const byEntity = new Map(MASTER_DATA.map((declaration) => [declaration.entity, declaration]));
const refExists = (entity, id) => Boolean(byEntity.get(entity) && rowsOf(entity).some((row) => row[byEntity.get(entity).idField] === id));

describe.each(MASTER_DATA.map((declaration) => [declaration.entity, declaration]))('seeded %s', (entity, declaration) => {
  const rows = rowsOf(entity);

  it('has rows, each with a positive unique id (json-server id the same)', () => {
    expect(rows.length).toBeGreaterThan(0);
    const ids = rows.map((row) => row[declaration.idField]);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows.every((row) => row.id === row[declaration.idField])).toBe(true);
  });

  it('passes every rule of its declaration, references resolving (detail lines too)', () => {
    const problems = rows.flatMap((row) => {
      const found = masterRecordProblems(declaration, row, refExists);
      return Object.keys(found).length > 0 ? [{ [row[declaration.idField]]: found }] : [];
    });
    expect(problems).toEqual([]);
  });

  it('holds only declared fields, in their stored form', () => {
    const allowed = new Set(['id', declaration.idField, ...Object.keys(declaration.fields), ...(declaration.detail ? [declaration.detail.name] : [])]);
    for (const row of rows) {
      expect(Object.keys(row).filter((key) => !allowed.has(key)), `${entity} ${row.id}`).toEqual([]);
      for (const [name, field] of Object.entries(declaration.fields)) {
        if (row[name] !== undefined) expect(masterValueOf(field, row[name]), `${entity} ${row.id} ${name}`).toEqual(row[name]);
      }
    }
  });

  it('keeps unique fields unique (trimmed, any case)', () => {
    for (const [name, field] of Object.entries(declaration.fields).filter(([, f]) => f.unique)) {
      const keys = rows.map((row) => row[name]).filter((value) => value !== null && value !== undefined).map((value) => String(value).trim().toLowerCase());
      expect(new Set(keys).size, `${entity}.${name} (${field.label})`).toBe(keys.length);
    }
  });
});

describe('master-data seed files', () => {
  it('name declared entities only, each in one file', () => {
    const named = Object.values(MASTER_SEED_GROUPS).flatMap((rows) => Object.keys(rows));
    expect(named.filter((entity) => !byEntity.has(entity))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
  });

  it('give a db.json written before an entity was declared its seeded rows', () => {
    const [first] = MASTER_DATA;
    const state = new Map(Object.entries(seed).filter(([name]) => name !== paraCollection(first.entity)));
    const db = {
      get: (name) => ({ value: () => state.get(name) }),
      set: (name, value) => ({ value: () => state.set(name, value) }),
    };
    ensureCollections(db);
    expect(state.get(paraCollection(first.entity))).toEqual(rowsOf(first.entity));
  });
});

describe('master-data menus', () => {
  const rows = menuRows();
  const group = rows.find((row) => row.type === 'group' && row.title === 'Master Data');

  it('give the administrator, and nobody else by the seed, one item per declaration titled as it, under its group', () => {
    const subMenus = new Map(rows.filter((row) => row.parentId === group.id).map((row) => [row.id, row.title.toLowerCase()]));
    expect([...subMenus.values()]).toEqual(['garment', 'wash', 'machine', 'sales', 'general'].filter((name) => MASTER_DATA.some((d) => d.group === name)));
    for (const declaration of MASTER_DATA) {
      const item = rows.find((row) => row.url === masterDataRoute(declaration));
      expect(item, declaration.entity).toMatchObject({ id: masterDataMenuId(declaration.entity), title: declaration.title, type: 'item' });
      expect(subMenus.get(item.parentId)).toBe(declaration.group);
      expect(menuIdsFor(1)).toContain(item.id);
      for (const role of [21, 22]) expect(menuIdsFor(role)).not.toContain(item.id);
    }
  });

  it('keep ids unique across the whole menu, and an item id the same whatever else is declared', () => {
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(masterDataMenuId('brand')).toBe(masterDataMenuId('brand'));
    expect(masterDataMenuId('brand')).toBeGreaterThanOrEqual(10_000);
  });
});

describe('the call table', () => {
  const declaration = (changes) => ({ entity: 'thing', idField: 'thingId', nameField: 'name', fields: { name: { kind: 'text', label: 'Name' } }, ...changes });

  it("reads 'METHOD path' with {id} as the only placeholder", () => {
    expect(parseCall('GET recipe/recipe/{id}', 'x')).toEqual({ method: 'GET', path: '/recipe/recipe/:id' });
    for (const bad of ['FETCH a/b', 'GET', 'GET a/{code}', 'GET a//b', 'GET /a', 'GET a b']) expect(() => parseCall(bad, 'x'), bad).toThrow();
  });

  it('serves para/{entity} and the declared calls, literal paths before :id', () => {
    const routes = paraRoutes([declaration({ calls: { list: 'GET things/view', getOne: 'GET things/one/{id}' } })]);
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(keys).toEqual(expect.arrayContaining(['GET /para/thing', 'GET /para/thing/all', 'GET /para/thing/:id', 'PUT /para/thing', 'PUT /para/thing/:id', 'POST /para/thing', 'DELETE /para/thing/:id', 'GET /things/view', 'GET /things/one/:id']));
    expect(keys.indexOf('GET /para/thing/all')).toBeLessThan(keys.indexOf('GET /para/thing/:id'));
  });

  it('refuses an unknown operation, a details call without lines or {id}, and one route for two operations', () => {
    expect(() => paraRoutes([declaration({ calls: { export: 'GET things/export' } })])).toThrow(/unknown call/);
    expect(() => paraRoutes([declaration({ calls: { details: 'POST things/{id}/details' } })])).toThrow(/detail table/);
    expect(() => paraRoutes([declaration({ detail: { name: 'lines', fields: {} }, calls: { details: 'POST things/details' } })])).toThrow(/\{id\}/);
    expect(() => paraRoutes([declaration({ calls: { list: 'GET shared/path' } }), declaration({ entity: 'other', calls: { all: 'GET shared/path' } })])).toThrow(/both/);
  });
});
