// A declared schema as plain JSON Schema: the marks of schemas.mjs (symbols) left out, nothing else changed.
export const plainSchema = (schema) => JSON.parse(JSON.stringify(schema));
