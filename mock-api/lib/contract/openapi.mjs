// The OpenAPI 3.1 document of the API, written from the route catalogue: every registered route is an operation
// (a route without a contract still appears, with its access, as not yet described), each described one with
// its parameters, body, answers, who may call it (x-access) and where it comes from (x-source).
import { COMPONENT, ROUTE_CHECKS } from './schemas.mjs';
import { answersOf } from './answers.mjs';
import { routeCatalogue } from './catalogue.mjs';
import { fileEncoding, withFilePart } from './upload-part.mjs';

const POLICY_NAMES = { public: 'public', 'signed-in': 'signed-in', admin: 'administrator', staff: 'staff', screens: 'screens' };

/** x-access: { policy, screens? } of a lib/http/access.mjs policy. */
export const accessOf = (policy) => ({ policy: POLICY_NAMES[policy.kind], ...(policy.kind === 'screens' ? { screens: [...policy.screens] } : {}) });

/** '/api/event/update-event/:eventId' -> '/api/event/update-event/{eventId}' and the parameter names. */
export function openApiPath(expressPath) {
  const names = [];
  const path = expressPath.replace(/:([A-Za-z0-9_]+)/g, (whole, name) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path, names };
}

/** A declared schema as the document shows it: shared ones as $ref components, route checks as x-checked-by-route. */
function documentSchema(schema, components) {
  if (schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((item) => documentSchema(item, components));
  const name = schema[COMPONENT];
  const out = {};
  for (const [key, value] of Object.entries(schema)) out[key] = key === 'properties' || key === '$defs' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, documentSchema(v, components)])) : documentSchema(value, components);
  if (schema[ROUTE_CHECKS]) out['x-checked-by-route'] = { ...schema[ROUTE_CHECKS] };
  if (!name) return out;
  components[name] ??= out;
  return { $ref: `#/components/schemas/${name}` };
}

const parametersOf = (where, schema, components, pathNames = []) => {
  const properties = schema?.properties ?? {};
  const required = new Set(schema?.required ?? []);
  const names = where === 'path' ? pathNames : Object.keys(properties);
  return names.map((name) => {
    const declared = properties[name] ?? { type: 'string' };
    const { description, ...rest } = documentSchema(declared, components);
    return { name, in: where, required: where === 'path' || required.has(name), ...(description ? { description } : {}), schema: rest };
  });
};

const documentAnswers = (answers, components) =>
  Object.fromEntries(
    Object.entries(answers).map(([status, answer]) => [
      status,
      { description: answer.description, ...(answer.content ? { content: Object.fromEntries(Object.entries(answer.content).map(([type, media]) => [type, { schema: documentSchema(media.schema, components) }])) } : {}) },
    ]),
  );

const UNDESCRIBED = { kind: 'undescribed' };

const ACCESS_WORDS = { public: 'anyone, without a token', 'signed-in': 'any signed-in user', admin: 'the administrator', staff: 'the administrator and staff roles' };
const accessWords = (policy) => ACCESS_WORDS[policy.kind] ?? `the administrator, and staff roles holding ${policy.screens.join(' or ')}`;
const sourceWords = (source) => {
  if (!source) return 'not yet described';
  if (source.kind === 'spec') return `spec ${source.section}${source.call ? `, ${source.call}` : ''}`;
  if (source.kind === 'addition') return `an addition to the spec: ${source.why}`;
  return source.what;
};

function operationOf(route, pathNames, components) {
  const declared = route.contract;
  const operation = {
    tags: [route.path.split('/')[2] ?? ''],
    summary: declared?.summary ?? 'Not yet described',
    description: [declared?.description, `**Who may call:** ${accessWords(route.access)}.`, `**Source:** ${sourceWords(declared?.source)}.`].filter(Boolean).join('\n\n'),
    'x-access': accessOf(route.access),
    'x-source': declared ? { ...declared.source } : UNDESCRIBED,
    ...(route.decides ? { 'x-own-case': route.decides } : {}),
    security: route.access.kind === 'public' ? [] : [{ bearer: [] }],
    parameters: [...parametersOf('path', declared?.params, components, pathNames), ...parametersOf('query', declared?.query, components)],
  };
  if (declared?.body && declared.bodyType === 'multipart') {
    // the file part as the upload parser takes it (its kinds and size limit), beside the text fields
    const { upload } = route;
    const media = upload ? { schema: documentSchema(withFilePart(declared.body, upload), components), encoding: fileEncoding(upload) } : { schema: documentSchema(declared.body, components) };
    operation.requestBody = { required: true, content: { 'multipart/form-data': media } };
  } else if (declared?.body) {
    operation.requestBody = { required: true, content: { 'application/json': { schema: documentSchema(declared.body, components) } } };
  }
  operation.responses = declared ? documentAnswers(answersOf(declared, route.access), components) : { default: { description: 'Not yet described.' }, ...documentAnswers(answersOf(undefined, route.access), components) };
  return operation;
}

/** @param {ReturnType<typeof routeCatalogue>} catalogue  @param {{ version?: string }} [info] */
export function openApiDocument(catalogue, { version = '0.0.0' } = {}) {
  const components = {};
  const paths = {};
  for (const route of catalogue) {
    const { path, names } = openApiPath(route.path);
    const method = route.method.toLowerCase();
    paths[path] ??= {};
    // Express answers with the first of two same routes: the document describes that one.
    paths[path][method] ??= operationOf(route, names, components);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Membership portal API',
      version,
      description:
        "The calls of the institute's API the portal makes (spec §7) and the additions it needs, as the mock API serves them. " +
        'x-access: who may call (public, signed-in, administrator, staff, or screens: the administrator and staff roles holding one of the screens). ' +
        'x-source: the spec\'s §7 call, or an addition and why. x-checked-by-route: rules the route answers itself with its own text and code.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, schemas: components },
    paths,
  };
}

const documents = new WeakMap();
/** The document of an app, written once (the routes do not change after the start). */
export function documentOf(app, info) {
  if (!documents.has(app)) documents.set(app, openApiDocument(routeCatalogue(app), info));
  return documents.get(app);
}
