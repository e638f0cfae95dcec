// Small builders of the JSON Schema (2020-12) a contract declares, and the shapes every route shares: the status
// envelope, the data/total page, a file answer, the paged query. Limits come from where the API enforces them
// (src/domain, lib/constants.mjs), passed in by the route, never typed here a second time.
import { LIST_PAGE_MAX, SEARCH_TEXT_MAX } from '../../../src/domain/paging.mjs';

/** Marks a schema as a shared component (#/components/schemas/<name> in the document). */
export const COMPONENT = Symbol('component name');
/** Marks the keywords of a schema the route checks itself, answering with its own (spec) text and code. */
export const ROUTE_CHECKS = Symbol('checked by the route');

const clean = (schema) => Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));

export const named = (name, schema) => Object.freeze({ ...schema, [COMPONENT]: name });

/** A string; min/max are lengths. */
export const text = ({ min, max, format, pattern, values, description, example } = {}) =>
  clean({ type: 'string', minLength: min, maxLength: max, format, pattern, enum: values ? [...values] : undefined, description, examples: example === undefined ? undefined : [example] });
export const integer = ({ min, max, description } = {}) => clean({ type: 'integer', minimum: min, maximum: max, description });
export const number = ({ min, max, description } = {}) => clean({ type: 'number', minimum: min, maximum: max, description });
export const boolean = ({ description } = {}) => clean({ type: 'boolean', description });
/** The same schema, null allowed too. */
export const nullable = (schema) => ({ ...schema, type: [schema.type, 'null'].flat(), ...(schema.enum ? { enum: [...schema.enum, null] } : {}) });
/** An object of these properties; other properties are allowed (clients send whole records) unless closed. */
export const object = (properties, { required = [], description, closed = false } = {}) =>
  clean({ type: 'object', properties, required: required.length > 0 ? required : undefined, description, additionalProperties: closed ? false : undefined });
export const array = (items, { max, description } = {}) => clean({ type: 'array', items, maxItems: max, description });
export const anyOf = (...schemas) => ({ anyOf: schemas });

/**
 * The route checks these keywords of the schema itself ('all' of them, and its presence, when none are named),
 * answering with its own text and code (the §8 catalogue's, a form's per-field problems, a clamp): the document
 * shows them, the request check leaves them to the route. 'required' means the property's presence.
 * @param {object} schema
 * @param {string} answer how the route answers a value that breaks them
 * @param {string[] | 'all'} [keywords]
 */
export const byRoute = (schema, answer, keywords = 'all') => ({ ...schema, [ROUTE_CHECKS]: Object.freeze({ keywords: keywords === 'all' ? 'all' : [...keywords], answer }) });

// Answers -----------------------------------------------------------------------------------------------------

/** An answer of JSON content. */
export const json = (description, schema) => ({ description, content: { 'application/json': { schema } } });
/** An answer that is a file (a PDF by default). */
export const file = (description, mediaType = 'application/pdf') => ({ description, content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } });

const STATUS_TEXT = text({ description: 'The outcome in words (the spec\'s text where it defines one).' });
/**
 * The institute's status envelope { status, statusCode, message?, ...extra } with the codes this answer may carry.
 * @param {string[]} codes '00' success, others failures (lib/constants.mjs STATUS_CODE)
 * @param {Record<string, object>} [extra] further properties (e.g. data, problems), optional unless listed in required
 */
export const envelope = (codes, extra = {}, { required = [], message = false } = {}) =>
  object(
    { status: STATUS_TEXT, statusCode: text({ values: codes }), ...(message ? { message: text({ description: 'The same text as status.' }) } : {}), ...extra },
    { required: ['status', 'statusCode', ...(message ? ['message'] : []), ...required] },
  );

/** { data: [row], total } of a paged list. */
export const page = (row, description = 'One page of rows and the number of rows in all.') =>
  object({ data: array(row), total: integer({ min: 0 }) }, { required: ['data', 'total'], description });

/** { problems: { field: text } } of a refused form: the first problem is also the status. */
export const PROBLEMS = named('Problems', object({}, { description: 'Each refused field and its text, as the form shows it.' }));

/** 400 '05': a request that breaks its declared schema (the message names the field) or is malformed. */
export const BAD_REQUEST = named('BadRequest', envelope(['05']));
/** 401 { status }: no token, an invalid or expired one (spec §8: a 401 reads as session expired). */
export const UNAUTHORIZED = named('Unauthorized', object({ status: text() }, { required: ['status'] }));
/** 403 '02': the caller may not use this call. */
export const FORBIDDEN = named('Forbidden', envelope(['02']));
/** 429 '02': too many requests from this address (lib/http/rate-limits.mjs). */
export const TOO_MANY = named('TooManyRequests', envelope(['02']));

const lenient = (schema) => byRoute(schema, 'clamped or ignored, never refused (lib/http/paging.mjs)');
/** The paged dialect of spec §3 (page, perPage, sortColumn, sortDirection, filterText) and the lookup by ids. */
export const PAGED_QUERY = object({
  page: lenient(integer({ min: 1, description: 'From 1 (default 1).' })),
  perPage: lenient(integer({ min: 1, max: LIST_PAGE_MAX, description: `Rows a page, 1..${LIST_PAGE_MAX} (default 10).` })),
  sortColumn: lenient(text({ description: "A column of the list's rows; another falls back to the list's default order." })),
  sortDirection: lenient(text({ values: ['asc', 'desc'] })),
  filterText: lenient(text({ description: `Case-insensitive text searched in the list's text columns; only its first ${SEARCH_TEXT_MAX} characters count.` })),
  idField: lenient(text({ description: 'With ids: the column holding them.' })),
  ids: lenient(text({ description: `Comma-separated, up to ${LIST_PAGE_MAX}: only the rows whose idField holds one of them.` })),
});

/** A path parameter that is a record's id: a whole number from 1, or the route answers its own not-found. */
export const idParam = (answer) => byRoute(integer({ min: 1 }), answer);

/** The user-list dialect of spec §7 (searchText, sortParameter, sortType, page, rowsPerPage) and the lookup by ids. */
export const USER_LIST_QUERY = object({
  searchText: lenient(text({ description: `Case-insensitive text searched in the list's text columns ('0': none); only its first ${SEARCH_TEXT_MAX} characters count.` })),
  sortParameter: lenient(text({ description: "A column of the list's rows ('-1': the default order)." })),
  sortType: lenient(text({ values: ['asc', 'desc'] })),
  page: PAGED_QUERY.properties.page,
  rowsPerPage: PAGED_QUERY.properties.perPage,
  idField: PAGED_QUERY.properties.idField,
  ids: PAGED_QUERY.properties.ids,
});
