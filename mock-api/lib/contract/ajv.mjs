// The one JSON-schema validator of the contract (ajv, JSON Schema 2020-12, with its standard formats). Each schema
// is compiled once per process and kept by its text, so every app a test worker starts reuses it.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// strictTypes off: a keyword the route checks itself may leave 'properties' or 'maxLength' without their 'type'.
const options = { allErrors: false, allowUnionTypes: true, strict: true, strictTypes: false };
// Query strings and path parameters are text: 'coerce' reads "3" as the integer 3 (on a copy: the route still
// gets what was sent). Bodies and answers are JSON and are checked as they are.
const validators = { exact: addFormats(new Ajv2020(options)), coerce: addFormats(new Ajv2020({ ...options, coerceTypes: true })) };
const compiled = new Map();

/** @param {object} schema a plain JSON schema  @param {'exact' | 'coerce'} mode */
export function compileSchema(schema, mode = 'exact') {
  const key = `${mode} ${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = validators[mode].compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}
