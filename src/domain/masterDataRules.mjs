// The master-data back office (spec §7): the rules of a master-data field, shared by the form (through
// the engine's adapter, src/framework/masterData.ts) and the generic para module of the mock API. A declaration
// (resources/master-data/*.mjs) is plain data; nothing here names an entity. Formats are fixed patterns chosen
// here: user input never becomes a RegExp.

export const MASTER_STATUS = Object.freeze({ ACTIVE: 'Active', INACTIVE: 'Inactive' });
export const MASTER_STATUS_OPTIONS = Object.freeze([MASTER_STATUS.ACTIVE, MASTER_STATUS.INACTIVE]);

/** The formats a 'code' field may declare: what it accepts and how a refusal says so. */
export const CODE_FORMATS = Object.freeze({
  upper: { pattern: /^[A-Z0-9][A-Z0-9-]*$/, says: 'may hold capital letters, digits and - only' },
  iso2: { pattern: /^[A-Z]{2}$/, says: 'must be 2 capital letters' },
  iso3: { pattern: /^[A-Z]{3}$/, says: 'must be 3 capital letters' },
  hex: { pattern: /^#[0-9A-Fa-f]{6}$/, says: 'must be a colour like #1A2B3C' },
});

const TEXT_KINDS = new Set(['code', 'text', 'multiline']);
/** Default most characters of a text field, when its declaration gives no max. */
const TEXT_MAX = { code: 20, text: 100, multiline: 500 };

export const MASTER_TEXT = Object.freeze({
  required: (label) => `${label} is required`,
  length: (label, min, max) => (min > 1 ? `${label} must be ${min} to ${max} characters` : `${label} must be at most ${max} characters`),
  format: (label, format) => `${label} ${CODE_FORMATS[format]?.says ?? 'is not valid'}`,
  number: (label, min, max, decimals) =>
    `${label} must be ${decimals === 0 ? 'a whole number' : 'a number'} from ${min} to ${max}${decimals > 0 ? `, with at most ${decimals} decimals` : ''}`,
  choose: (label) => `Choose ${label} from the list`,
  duplicate: (noun, label, value) => `A ${noun} with ${label} "${value}" already exists`,
  inUse: (noun, title, count, example) => `This ${noun} cannot be deleted: ${count} ${title} name it (${example})`,
  notFound: (noun) => `This ${noun} no longer exists`,
  detailRequired: (title, min) => `Add at least ${min} ${min === 1 ? 'line' : 'lines'} to ${title}`,
  saved: (noun) => `The ${noun} has been saved`,
  updated: (noun) => `The ${noun} has been updated`,
  deleted: (noun) => `The ${noun} has been deleted`,
});

const isBlank = (value) => value === undefined || value === null || String(value).trim() === '';
const decimalsOf = (value) => (String(value).split('.')[1] ?? '').length;

/** The bounds of a number field: whole numbers unless `decimals` says otherwise. */
export const numberBounds = (field) => ({ min: field.min ?? 0, max: field.max ?? 1_000_000_000, decimals: field.decimals ?? 0 });
export const textMax = (field) => field.max ?? TEXT_MAX[field.kind] ?? 100;

/**
 * What is wrong with one value of a field, or null. Checks type, length, format, bounds and that a choice is
 * one of the options; `refExists(entity, id)` (server only) checks a reference names a record.
 */
export function masterFieldProblem(field, value, refExists) {
  if (isBlank(value)) return field.required ? MASTER_TEXT.required(field.label) : null;
  if (TEXT_KINDS.has(field.kind)) {
    if (typeof value !== 'string') return MASTER_TEXT.length(field.label, field.min ?? 1, textMax(field));
    const length = value.trim().length;
    if (length < (field.min ?? 1) || length > textMax(field)) return MASTER_TEXT.length(field.label, field.min ?? 1, textMax(field));
    // codes are stored upper-cased (masterValueOf), so 'lk' is the country code LK
    const stored = field.format && field.format !== 'hex' ? value.trim().toUpperCase() : value.trim();
    if (field.format && !CODE_FORMATS[field.format]?.pattern.test(stored)) return MASTER_TEXT.format(field.label, field.format);
    return null;
  }
  if (field.kind === 'number') {
    const { min, max, decimals } = numberBounds(field);
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isFinite(number) || number < min || number > max || decimalsOf(number) > decimals) return MASTER_TEXT.number(field.label, min, max, decimals);
    return null;
  }
  if (field.kind === 'select' || field.kind === 'status') {
    const options = field.kind === 'status' ? MASTER_STATUS_OPTIONS : (field.options ?? []);
    return options.includes(value) ? null : MASTER_TEXT.choose(field.label);
  }
  if (field.kind === 'boolean') return typeof value === 'boolean' ? null : MASTER_TEXT.choose(field.label);
  if (field.kind === 'ref') {
    const id = Number(value);
    if (!Number.isInteger(id) || id < 1) return MASTER_TEXT.choose(field.label);
    return refExists && !refExists(field.ref, id) ? MASTER_TEXT.choose(field.label) : null;
  }
  return null;
}

/** Every field's problem in a record ({} when none); the detail lines' problems under `${detail.name}.${index}.${field}`. */
export function masterRecordProblems(declaration, record, refExists) {
  const problems = {};
  for (const [name, field] of Object.entries(declaration.fields)) {
    const problem = masterFieldProblem(field, record?.[name], refExists);
    if (problem) problems[name] = problem;
  }
  const detail = declaration.detail;
  if (detail) {
    const lines = Array.isArray(record?.[detail.name]) ? record[detail.name] : [];
    if (lines.length < (detail.min ?? 0)) problems[detail.name] = MASTER_TEXT.detailRequired(detail.title, detail.min);
    lines.forEach((line, index) => {
      for (const [name, field] of Object.entries(detail.fields)) {
        const problem = masterFieldProblem(field, line?.[name], refExists);
        if (problem) problems[`${detail.name}.${index}.${name}`] = problem;
      }
    });
  }
  return problems;
}

/** A record's stored values: text trimmed (codes of a format upper-cased), numbers as numbers, refs as ids. */
export function masterValueOf(field, value) {
  if (isBlank(value)) return field.kind === 'boolean' ? false : null;
  if (TEXT_KINDS.has(field.kind)) return field.format && field.format !== 'hex' ? String(value).trim().toUpperCase() : String(value).trim();
  if (field.kind === 'number' || field.kind === 'ref') return Number(value);
  return value;
}

/** The route of an entity's screen (every master-data screen lives under /param/). */
export const masterDataRoute = (declaration) => `/param/${declaration.entity}`;
