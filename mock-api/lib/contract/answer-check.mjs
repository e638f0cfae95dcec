// The contract check of answers (on in the API tests, MOCK_API_CHECK_CONTRACT=1): every JSON answer of a described
// operation is validated against the schema its contract declares for that status; an undeclared status, a JSON
// answer where a file was declared, or a body that breaks the schema is reported (the tests fail on any report).
import { compileSchema } from './ajv.mjs';
import { answersOf } from './answers.mjs';
import { plainSchema } from './plain.mjs';

const JSON_TYPE = 'application/json';

/** Each declared JSON answer's validator, compiled once (a schema ajv cannot read fails at the start). */
export const answerValidators = (answers) =>
  Object.fromEntries(Object.entries(answers).flatMap(([status, answer]) => {
    const schema = answer.content?.[JSON_TYPE]?.schema;
    return schema ? [[status, compileSchema(plainSchema(schema))]] : [];
  }));

/** What is wrong with a JSON answer of this status, or null. */
export function answerProblem(answers, status, body, validators = answerValidators(answers)) {
  const declared = answers[status];
  if (!declared) return `answered ${status}, which its contract does not declare`;
  const validate = validators[status];
  if (!validate) return `answered ${status} with JSON, where its contract declares ${Object.keys(declared.content ?? {}).join(', ') || 'no content'}`;
  if (validate(JSON.parse(JSON.stringify(body)))) return null;
  const [error] = validate.errors;
  return `answered ${status} with ${error.instancePath || 'the body'} ${error.message}${error.params?.missingProperty ? '' : ` (${JSON.stringify(error.params)})`}`;
}

/**
 * A middleware wrapping res.json of one operation.
 * @param {object} declared the contract  @param {object} accessPolicy  @param {(problem: string) => void} report
 */
export function answerCheck(declared, accessPolicy, report) {
  const answers = answersOf(declared, accessPolicy);
  const validators = answerValidators(answers);
  return function checkAnswer(req, res, next) {
    const send = res.json;
    const operation = `${req.method} ${req.baseUrl}${req.route?.path ?? req.path}`;
    res.json = function checkedJson(body) {
      const problem = answerProblem(answers, res.statusCode, body, validators);
      if (problem) report(`${operation} ${problem}`);
      return send.call(this, body);
    };
    return next();
  };
}
