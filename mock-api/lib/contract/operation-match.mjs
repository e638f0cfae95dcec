// Which operation of the document a call is, as a client sees the API: its method and URL path matched to the
// document's path templates (/api/event/{eventId}). The end-to-end suite matches every call the browser sends
// with it, so a call the portal makes that the document lacks fails there. A path parameter the document
// enumerates (the generic router's collections) matches only those values: /api/{collection} is not every path.

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const COMPONENT_REF = '#/components/schemas/';

/** A $ref to a component schema read through (one level: parameters name their component directly). */
const resolved = (schema, document) =>
  typeof schema?.$ref === 'string' && schema.$ref.startsWith(COMPONENT_REF) ? document.components?.schemas?.[schema.$ref.slice(COMPONENT_REF.length)] : schema;

/** '{eventId}' -> 'eventId'; a literal segment -> undefined. A segment mixing both is refused: the matcher compares whole segments. */
function parameterName(segment, path) {
  const whole = /^\{([^{}]+)\}$/.exec(segment);
  if (whole) return whole[1];
  if (segment.includes('{') || segment.includes('}')) throw new Error(`operation matcher: ${path} has a segment mixing text and a parameter`);
  return undefined;
}

/**
 * The document's operations, small and serialisable (one list for a whole test run):
 * { method: 'GET', path: '/api/{collection}', values: { collection: [...] } } (values: the enumerated path parameters).
 * @param {{ paths: Record<string, Record<string, any>>, components?: any }} document an OpenAPI 3.1 document
 */
export function operationList(document) {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => {
        const values = {};
        for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
          const schema = resolved(parameter.in === 'path' ? parameter.schema : undefined, document);
          if (Array.isArray(schema?.enum)) values[parameter.name] = schema.enum.map(String);
        }
        return { method: method.toUpperCase(), path, ...(Object.keys(values).length > 0 ? { values } : {}) };
      }),
  );
}

const decoded = (segment) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * A matcher of calls: (method, URL path) -> 'GET /api/event/{eventId}' (the operation), or null when the document
 * has none. A path with fewer parameters wins (the OpenAPI rule: concrete paths before templated ones), then the
 * document's order (the router's). HEAD is answered by a GET operation, as express does.
 * @param {ReturnType<typeof operationList>} operations
 */
export function operationMatcher(operations) {
  const compiled = operations.map(({ method, path, values = {} }, order) => {
    const segments = path.split('/').map((segment) => ({ literal: segment, parameter: parameterName(segment, path) }));
    return { method, path, values, segments, order, parameters: segments.filter((segment) => segment.parameter).length };
  });
  compiled.sort((a, b) => a.parameters - b.parameters || a.order - b.order);
  return function operationOf(method, urlPath) {
    const wanted = method.toUpperCase() === 'HEAD' ? ['HEAD', 'GET'] : [method.toUpperCase()];
    // express ignores one trailing slash
    const parts = (urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath).split('/').map(decoded);
    const found = compiled.find(
      (operation) =>
        wanted.includes(operation.method) &&
        operation.segments.length === parts.length &&
        operation.segments.every(({ literal, parameter }, at) =>
          parameter === undefined ? literal === parts[at] : parts[at] !== '' && (!operation.values[parameter] || operation.values[parameter].includes(parts[at])),
        ),
    );
    return found ? `${found.method} ${found.path}` : null;
  };
}
