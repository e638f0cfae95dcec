// The contracts of json-server's generic router (routes/generic.mjs): the calls ra-data-simple-rest makes on a
// prototype collection (list, get, create, replace, update, delete) until its screen's real calls exist. A
// record is whatever the prototype stores; only its id is the API's concern.
import { MSG } from '../../common-texts.mjs';
import { contract, prototype } from '../declare.mjs';
import { anyOf, array, byRoute, envelope, integer, json, named, object, text } from '../schemas.mjs';

const SOURCE = prototype("json-server's standard call on a prototype collection (ra-data-simple-rest), until the screen's real calls exist");
const RECORD_ID = anyOf(integer({ min: 1 }), text({ pattern: '^[A-Za-z0-9_-]{1,64}$' }));
const RECORD = named('PrototypeRecord', object({ id: RECORD_ID }, { required: ['id'], description: 'A record as the prototype stores it.' }));
const NOT_FOUND = json(`'01': no such record, or a collection the generic router does not serve ('${MSG.collectionRefused}').`, envelope(['01']));
const BODY = byRoute(
  object({ id: byRoute(RECORD_ID, `400 '05' '${MSG.recordIdInvalid}'; on PUT and PATCH another id than the path's: '${MSG.recordIdMismatch}'`) }, { description: 'The record; id optional (json-server gives one).' }),
  `400 '05' '${MSG.bodyMustBeObject}'`,
  ['type'],
);
const json5 = (name, description) => byRoute(text({ description }), `400 '05' naming ${name}`);
const LIST_QUERY = object({
  sort: json5('sort', 'JSON ["field","ASC"|"DESC"].'),
  range: json5('range', 'JSON [first, last], 0-based and inclusive.'),
  filter: json5('filter', 'JSON {"q": text searched in every field, field: value, ...}.'),
});

/**
 * The six contracts of one collection path.
 * @param {string[] | null} collections the names `:collection` may take (null for a path naming its collection)
 */
export function prototypeContracts(collections) {
  const params = (withId) => {
    const properties = {
      ...(collections ? { collection: byRoute(text({ values: collections }), `404 '01' '${MSG.collectionRefused}'`) } : {}),
      ...(withId ? { id: text({ description: 'The record id.' }) } : {}),
    };
    return Object.keys(properties).length > 0 ? { params: object(properties) } : {};
  };
  const common = { source: SOURCE };
  return {
    list: contract({ ...common, summary: 'Prototype collection: the records (sorted, ranged, filtered)', ...params(false), query: LIST_QUERY, responses: { 200: json('The records of the range; Content-Range: <collection> <first>-<last>/<total>.', array(RECORD)), 404: NOT_FOUND } }),
    get: contract({ ...common, summary: 'Prototype collection: one record', ...params(true), responses: { 200: json('The record.', RECORD), 404: NOT_FOUND } }),
    create: contract({ ...common, summary: 'Prototype collection: a new record', ...params(false), body: BODY, responses: { 201: json('The record as stored.', RECORD), 404: NOT_FOUND, 409: json('A record with this id already exists.', envelope(['02'])) } }),
    replace: contract({ ...common, summary: 'Prototype collection: replaces a record', ...params(true), body: BODY, responses: { 200: json('The record as stored.', RECORD), 404: NOT_FOUND } }),
    update: contract({ ...common, summary: 'Prototype collection: changes fields of a record', ...params(true), body: BODY, responses: { 200: json('The record as stored.', RECORD), 404: NOT_FOUND } }),
    remove: contract({ ...common, summary: 'Prototype collection: deletes a record (nothing else)', ...params(true), responses: { 200: json('The record deleted.', RECORD), 404: NOT_FOUND } }),
  };
}
