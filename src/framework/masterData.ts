/**
 * Master data: turns a plain-data declaration (resources/master-data/*.mjs, shared with the mock API)
 * into the engine's resources: the entity's screen at /param/{entity} and a lookup of its records for the selects
 * of the entities that name it. Every rule and text comes from src/domain/masterDataRules.mjs, as the API applies
 * them; nothing here names an entity.
 */
import { MASTER_STATUS, MASTER_STATUS_OPTIONS, MASTER_TEXT, masterDataRoute, masterFieldProblem } from '../domain/masterDataRules.mjs';
import type { MasterEntity, MasterField } from '../domain/masterDataRules.mjs';
import { boolean, lines, lookup, multiline, number, select, status, text } from './fields';
import { para, paged } from './api';
import { stableMenuId } from './registry/stableMenuId';
import type { AnyResource, FieldDef, Fields } from './types';

/** The lookup resource of an entity: its records for a select (GET para/{entity}/all, or the declared call). */
export const masterLookupName = (entity: string) => `masterData.${entity}.all`;
const resourceName = (entity: string) => `masterData.${entity}`;

const capitalised = (words: string) => `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}`;

/** One field as the engine's: its label, 'required' message and the shared rule for a filled value. */
function fieldOf(field: MasterField, byEntity: ReadonlyMap<string, MasterEntity>): FieldDef {
  const common = {
    label: field.label,
    required: field.required ? MASTER_TEXT.required(field.label) : undefined,
    helperText: field.hint,
    // an empty value is `required`'s to speak for; a filled one gets the API's own words
    check: (value: unknown) => (value === undefined || value === null || value === '' ? null : masterFieldProblem({ ...field, required: false }, value)),
  };
  switch (field.kind) {
    case 'multiline':
      return multiline(common);
    case 'number':
      return number(common);
    case 'boolean':
      return boolean(common);
    case 'select':
      return select({ ...common, choices: (field.options ?? []).map((option) => ({ id: option, name: option })) });
    case 'status':
      return status({
        ...common,
        choices: MASTER_STATUS_OPTIONS.map((option) => ({ id: option, name: option })),
        valueIsLabel: true,
        tones: { [MASTER_STATUS.ACTIVE]: 'success', [MASTER_STATUS.INACTIVE]: 'neutral' },
      });
    case 'ref': {
      const target = byEntity.get(field.ref ?? '');
      if (!target) throw new Error(`master data: ${field.label} names an undeclared entity "${field.ref}"`);
      return select({ ...common, searchable: true, choices: lookup(masterLookupName(target.entity), target.idField, target.nameField) });
    }
    default:
      return text({ ...common, swatch: field.format === 'hex' || undefined });
  }
}

const fieldMap = (fields: MasterEntity['fields'], byEntity: ReadonlyMap<string, MasterEntity>): Fields =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldOf(field, byEntity)]));

/** The record's lines, when it has some (a recipe's steps): a table inside its form. */
const detailOf = ({ detail }: MasterEntity, byEntity: ReadonlyMap<string, MasterEntity>): Fields =>
  detail
    ? {
        [detail.name]: lines({
          label: detail.title,
          noun: detail.noun,
          min: detail.min ? { value: detail.min, message: MASTER_TEXT.detailRequired(detail.title, detail.min) } : undefined,
          fields: fieldMap(detail.fields, byEntity),
        }),
      }
    : {};

const fieldsOf = (entity: MasterEntity, byEntity: ReadonlyMap<string, MasterEntity>): Fields => ({
  [entity.idField]: number({ readOnly: true, hideOnShow: true, label: 'No' }),
  ...fieldMap(entity.fields, byEntity),
  ...detailOf(entity, byEntity),
});

/** The declared call of an operation, else para/{entity}'s (PUT carries the id in the path). */
const apiOf = (entity: MasterEntity) => {
  const calls = entity.calls ?? {};
  return para(entity.entity, {
    ...(calls.list ? { list: calls.list } : {}),
    ...(calls.getOne ? { getOne: calls.getOne } : {}),
    ...(calls.create ? { create: calls.create } : {}),
    ...(calls.update ? { update: calls.update } : {}),
    ...(calls.delete ? { delete: calls.delete } : {}),
  });
};

function screenOf(entity: MasterEntity, byEntity: ReadonlyMap<string, MasterEntity>, place: number): AnyResource {
  const columns = Object.entries(entity.fields)
    .filter(([, field]) => !field.hidden && field.kind !== 'multiline')
    .map(([name]) => name);
  const statusField = Object.entries(entity.fields).find(([, field]) => field.kind === 'status')?.[0];
  return {
    name: resourceName(entity.entity),
    route: masterDataRoute(entity),
    title: entity.title,
    // in its group's sub menu in declaration order; the id comes from the entity's name, so roles' ticks outlive reordering
    menu: { group: entity.group, id: stableMenuId(entity.entity), order: place },
    idField: entity.idField,
    recordTitle: entity.nameField,
    noun: entity.noun,
    fields: fieldsOf(entity, byEntity),
    list: {
      columns,
      defaultSort: { field: columns[0], order: 'ASC' },
      rowActions: ['view', 'edit', 'delete'],
      canCreate: true,
      card: { primary: [entity.nameField], secondary: columns.filter((name) => name !== entity.nameField && name !== statusField).slice(0, 2), tertiary: statusField },
      filters: statusField
        ? [{ source: 'status', label: entity.fields[statusField].label, anyLabel: 'All statuses', choices: MASTER_STATUS_OPTIONS.map((option) => ({ id: option, name: option })) }]
        : undefined,
    },
    dialog: { title: capitalised(entity.noun), viewTitle: `${capitalised(entity.noun)} details` },
    api: apiOf(entity),
    notify: { created: MASTER_TEXT.saved(entity.noun), updated: MASTER_TEXT.updated(entity.noun), deleted: MASTER_TEXT.deleted(entity.noun) },
  };
}

const lookupOf = (entity: MasterEntity): AnyResource => ({
  name: masterLookupName(entity.entity),
  title: entity.title,
  idField: entity.idField,
  fields: { [entity.idField]: number(), [entity.nameField]: text() },
  api: paged({ list: entity.calls?.all ?? (`GET para/${entity.entity}/all` as const), listAnswer: 'array' }),
});

/** The engine's resources of every master-data declaration: each entity's screen and its lookup. */
export function masterDataResources(declarations: readonly MasterEntity[]): AnyResource[] {
  const byEntity = new Map(declarations.map((entity) => [entity.entity, entity]));
  return declarations.flatMap((entity, place) => [screenOf(entity, byEntity, place), lookupOf(entity)]);
}
