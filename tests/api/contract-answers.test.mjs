// The contract check of answers (mock-api/lib/contract/answer-check.mjs), on in the API tests: an answer that breaks
// its declared schema, an undeclared status, or JSON where a file was declared is reported.
import { describe, expect, it } from 'vitest';
import { answerCheck, answerProblem } from '../../mock-api/lib/contract/answer-check.mjs';
import { answersOf } from '../../mock-api/lib/contract/answers.mjs';
import { contract, addition } from '../../mock-api/lib/contract/declare.mjs';
import { envelope, file, integer, json, object, page, text } from '../../mock-api/lib/contract/schemas.mjs';
import { PUBLIC, SIGNED_IN } from '../../mock-api/lib/http/access.mjs';
import { startApi } from './helpers.mjs';

// started at load, as every API test file does (its first start in a worker seeds a data dir)
const api = startApi({ checkContract: true, log: { error: () => {} } });

const ROW = object({ id: integer({ min: 1 }), name: text({ max: 5 }) }, { required: ['id', 'name'] });
const declared = contract({
  summary: 'A test call',
  source: addition('only for this test of the answer check'),
  responses: { 200: json('A page.', page(ROW)), 404: file('A PDF where one would be.') },
});

describe('answerProblem', () => {
  const answers = answersOf(declared, SIGNED_IN);

  it('passes an answer its contract allows, and the shared ones (401 of the guard, 400 of the check)', () => {
    expect(answerProblem(answers, 200, { data: [{ id: 1, name: 'Ann' }], total: 1 })).toBeNull();
    expect(answerProblem(answers, 401, { status: 'No token exist.' })).toBeNull();
    expect(answerProblem(answers, 400, { status: "Field 'x' is required", statusCode: '05' })).toBeNull();
  });

  it('reports a deliberately wrong answer: a missing field, a wrong type, a too long text, an extra code', () => {
    expect(answerProblem(answers, 200, { data: [] })).toMatch(/must have required property 'total'/);
    expect(answerProblem(answers, 200, { data: [{ id: '1', name: 'Ann' }], total: 1 })).toMatch(/\/data\/0\/id must be integer/);
    expect(answerProblem(answers, 200, { data: [{ id: 1, name: 'Annabel' }], total: 1 })).toMatch(/\/data\/0\/name must NOT have more than 5 characters/);
    expect(answerProblem(answersOf(contract({ ...declared, responses: { 200: json('x', envelope(['00'])) } }), PUBLIC), 200, { status: 'x', statusCode: '02' })).toMatch(/statusCode must be equal to one of the allowed values/);
  });

  it("keeps the request check's 400 beside a route's own 400", () => {
    const own = answersOf(contract({ ...declared, responses: { 400: json('Refused', envelope(['05'], {}, { message: true })) } }), PUBLIC);
    expect(answerProblem(own, 400, { status: 'Malformed JSON body', statusCode: '05', message: 'Malformed JSON body' })).toBeNull();
    expect(answerProblem(own, 400, { status: "Field 'x' is required", statusCode: '05' })).toBeNull();
    expect(answerProblem(own, 400, { status: 'x', statusCode: '02' })).toMatch(/^answered 400 with/);
  });

  it('reports a status the contract does not declare, and JSON where it declares a file', () => {
    expect(answerProblem(answers, 500, { status: 'Internal server error' })).toBe('answered 500, which its contract does not declare');
    expect(answerProblem(answersOf(declared, PUBLIC), 403, {})).toBe('answered 403, which its contract does not declare');
    expect(answerProblem(answers, 404, { status: 'x' })).toBe('answered 404 with JSON, where its contract declares application/pdf');
  });
});

describe('answerCheck', () => {
  it("wraps the route's res.json: a wrong answer is reported with its operation, and still sent", () => {
    const reports = [];
    const middleware = answerCheck(declared, SIGNED_IN, (problem) => reports.push(problem));
    const sent = [];
    const res = { statusCode: 200, json(body) { sent.push(body); return this; } };
    middleware({ method: 'GET', baseUrl: '/api', route: { path: '/things' } }, res, () => {});
    res.json({ data: [{ id: 1 }], total: 1 });
    expect(reports).toEqual(["GET /api/things answered 200 with /data/0 must have required property 'name'"]);
    expect(sent).toEqual([{ data: [{ id: 1 }], total: 1 }]);
  });

  it('is on in the API tests: createApp reports to contractProblems, and startApi cleanup throws on any', () => {
    expect(api.contractProblems).toEqual([]);
    api.contractProblems.push('GET /api/x answered 200 with /total must be integer');
    expect(() => api.cleanup()).toThrow(/answers breaking their contract:\nGET \/api\/x/);
    expect(process.env.MOCK_API_CHECK_CONTRACT).toBe('1');
  });
});
