// The malformed bodies of the fuzz (tests/security/fuzz/suite.mjs) and what makes an answer to one wrong: pure data
// and functions, the same for every part of the fuzz.
import { gzipSync } from 'node:zlib';

/** Field names the routes read from req.body (grep mock-api for body.X and destructured bodies). */
const FIELDS = [
  'username', 'password', 'email', 'otp', 'newPassword', 'confirmPassword', 'oldPassword', 'userID', 'userRoleID', 'userRoleName',
  'userRoleDescription', 'userRoleStatus', 'roleOptions', 'firstName', 'lastName', 'description', 'userDescription', 'memberNumber',
  'approve', 'scope', 'roleId', 'userId', 'menuId', 'blocked', 'inquiryId', 'status', 'note', 'name', 'phone', 'memberNo', 'subject',
  'message', 'gid', 'frontURL', 'coreURL', 'userLoginAttempts', 'userExpirationDays', 'encryptKey', 'id', 'title', 'companyName', 'date',
  'nicNumber', 'mobileNo', 'membertypeid', 'nameWithInitials', 'fullName', 'dob',
];

/**
 * Plausible values, so that a body with one field broken gets past the checks of the others and reaches
 * deeper code. Never the administrator's password: a successful change would end the fuzz's session.
 */
const PLAUSIBLE = {
  username: 'nobody@example.org', password: 'Wrong@1234', email: 'nobody@example.org', otp: '123456', newPassword: 'Fuzz@12345',
  confirmPassword: 'Fuzz@12345', oldPassword: 'Wrong@1234', userID: 3, userRoleID: 23, userRoleName: { value: 22, label: 'Member' },
  userRoleDescription: 'fuzz role', userRoleStatus: 2, roleOptions: [{ id: 300, checked: true }], firstName: 'Fuzz', lastName: 'Tester',
  description: 'fuzz', userDescription: 'fuzz', memberNumber: 'M0001', approve: 'approve', scope: 'role', roleId: 22, userId: 3, menuId: 300,
  blocked: true, inquiryId: 1, status: 'closed', note: 'fuzz note', name: 'Fuzz Tester', phone: '+94 11 234 5678', memberNo: 'M0001',
  subject: 'fuzz', message: 'a fuzz inquiry', gid: '3', frontURL: 'http://localhost:5173', coreURL: 'http://localhost:3001',
  userLoginAttempts: 3, userExpirationDays: 365, encryptKey: 'fuzz', id: 1, title: 'fuzz', companyName: 'Fuzz Institute', date: '2026-01-01',
  nicNumber: '199001512345', mobileNo: '0771234567', membertypeid: 3, nameWithInitials: 'F. Tester', fullName: 'Fuzz Tester', dob: '1990-01-15',
};

/** Serialises like JSON.stringify, except that a Raw value is written as its text (-0, hand-made keys). */
class Raw {
  constructor(text) {
    this.text = text;
  }
}
const encode = (value) => {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(encode).join(',')}]`;
  if (value !== null && typeof value === 'object') return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${encode(item)}`).join(',')}}`;
  return JSON.stringify(value);
};

const LONG = 'x'.repeat(60 * 1024);
/** Values of a wrong type or shape: each field is given every one of these, among plausible values. */
const WRONG_TYPES = [
  ['{}', {}],
  ['[]', []],
  ['[[[]]]', [[[]]]],
  ['null', null],
  ['true', true],
  ['1e308', new Raw('1e308')],
  ['-0', new Raw('-0')],
  ['60 KB string', LONG],
  ['select of wrong shapes', { value: {}, label: [] }],
  ["number as string '1'", '1'],
];
/** More wrong values: every field gets each of them at once, and each field one of them (in turn) among plausible values. */
const WRONG_VALUES = [
  ["'NaN'", 'NaN'],
  ['script tag', '<script>alert(1)</script>'],
  ['path traversal', '../../etc/passwd'],
  ['%00', '%00'],
  ['NUL character', '\u0000'],
  ['lone surrogate', '\uD800'],
  ['lone surrogates (raw escapes)', new Raw('"\\udfff\\ud800"')],
  ['emoji', '😀👩‍👩‍👧‍👦'],
  ["number as string '-1'", '-1'],
  ["number as string '1e308'", '1e308'],
  ["number as string ' 007 '", ' 007 '],
  ['select of an array value', { value: [1], label: 'x' }],
  ['[null]', [null]],
  ['[{}]', [{}]],
];

/** mulberry32: a tiny seeded PRNG, so every run sends the same random bodies. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const SEED = 0x5eed2026;
/** FNV-1a of a text, so each route's random bodies depend on its own key only. */
const hashOf = (text) => [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261);

const JUNK_KEYS = ['', ' ', 'a', 'x-y', '$where', '0', '-1', 'length', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isAdmin', 'userRoleID ', 'ÜSER', '😀'];
const SPECIAL_STRINGS = [
  '', ' ', '0', '1', '-1', '3', '22', '999999999999999999999', '1e308', 'NaN', 'Infinity', 'true', 'false', 'null', 'undefined', 'approve', 'reject',
  'role', 'user', 'admin@example.org', 'member@example.org', 'not-an-email', 'a@b', '<script>alert(1)</script>', '../../etc/passwd', '%00',
  '\u0000', '\uD800', '\uDFFF', '😀', '\u202Etxt', 'Ä'.repeat(300), ' '.repeat(100), '$ne', '{"$gt":""}', '1; DROP TABLE users', '%s%s%s%n',
];
const SPECIAL_NUMBERS = [0, -1, 1, 2, 3, 21, 22, 23, 300, 1.5, -0.5, 2 ** 31, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, 5e-324];

function randomBodies(key, count) {
  const random = mulberry32(SEED ^ hashOf(key));
  const pick = (items) => items[Math.floor(random() * items.length)];
  const int = (max) => Math.floor(random() * (max + 1));
  const randomKey = () => (random() < 0.8 ? pick(FIELDS) : pick(JUNK_KEYS));
  const randomString = () => {
    const roll = random();
    if (roll < 0.5) return pick(SPECIAL_STRINGS);
    if (roll < 0.7) return String(int(1e6));
    const length = roll < 0.95 ? int(40) : int(70_000);
    let text = '';
    for (let i = 0; i < length; i += 1) text += String.fromCharCode(random() < 0.9 ? 32 + int(94) : int(0xffff));
    return text;
  };
  /** A value nested at most `depth` more levels. */
  const randomValue = (depth) => {
    const kinds = depth > 0 ? 8 : 5;
    switch (int(kinds - 1)) {
      case 0: return null;
      case 1: return random() < 0.5;
      case 2: return pick(SPECIAL_NUMBERS);
      case 3: case 4: return randomString();
      case 5: return Array.from({ length: int(4) }, () => randomValue(depth - 1));
      case 6: return Object.fromEntries(Array.from({ length: int(4) }, () => [randomKey(), randomValue(depth - 1)]));
      default: return { value: randomValue(depth - 1), label: randomValue(depth - 1) };
    }
  };
  return Array.from({ length: count }, (_, index) => {
    const body = {};
    for (let i = 1 + int(7); i > 0; i -= 1) body[randomKey()] = randomValue(3); // the body is level 1: at most 4 deep
    return { label: `random #${index}`, body: encode(body) };
  });
}

const nested = (depth, open, leaf, close) => open.repeat(depth) + leaf + close.repeat(depth);
const JSON_TYPE = 'application/json';

/** A body with the bytes sent: the bodies every route gets are encoded once, not for each request (several are MB). */
const withBytes = (entry) => ({ ...entry, bytes: Buffer.isBuffer(entry.body) ? entry.body : Buffer.from(String(entry.body)) });

/** Every malformed body sent to one route: the same fixed bodies for each, then its own seeded random ones. */
let fixedBodies;
export const bodiesFor = (key) => [
  ...(fixedBodies ??= fixedBodiesOfAll().map(withBytes)),
  ...randomBodies(key, 40).map((random) => withBytes({ ...random, type: JSON_TYPE })),
];

/** The malformed bodies every route gets: { label, body (text or Buffer), type?, headers? }. */
function fixedBodiesOfAll() {
  const bodies = [];
  const json = (label, body, headers = {}) => bodies.push({ label, body, type: JSON_TYPE, headers });
  // JSON values of every type at the top level.
  for (const [label, text] of [
    ['{}', '{}'], ['[]', '[]'], ['null', 'null'], ['"text"', '"text"'], ['0', '0'], ['-1', '-1'], ['1e308', '1e308'], ['true', 'true'],
    ['a 200-element array', JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `t${i}` })))],
  ]) json(`top level ${label}`, text);
  // Each field among plausible values given each wrong type and one more wrong value; then every field at once.
  FIELDS.forEach((field, index) => {
    for (const [label, value] of [...WRONG_TYPES, WRONG_VALUES[index % WRONG_VALUES.length]]) json(`plausible body with ${field}: ${label}`, encode({ ...PLAUSIBLE, [field]: value }));
  });
  for (const [label, value] of [...WRONG_TYPES, ...WRONG_VALUES]) {
    if (value !== LONG) json(`every field ${label}`, encode(Object.fromEntries(FIELDS.map((field) => [field, value]))));
  }
  json('every field a 1 KB string', encode(Object.fromEntries(FIELDS.map((field) => [field, 'y'.repeat(1024)]))));
  // Deep nesting, as raw text (not limited by JSON.stringify).
  for (const depth of [10, 100, 5000, 30_000]) {
    json(`array nested ${depth} deep`, nested(depth, '[', '', ']'));
    json(`object nested ${depth} deep`, nested(depth, '{"a":', '1', '}'));
    json(`roleOptions nested ${depth} deep`, `{"userRoleName":"Fuzz","roleOptions":${nested(depth, '[{"children":', '[]', '}]')}}`);
  }
  // Prototype-pollution keys, at the top and inside each field.
  json('__proto__ at the top', '{"__proto__":{"polluted":1}}');
  json('constructor.prototype at the top', '{"constructor":{"prototype":{"polluted":1}}}');
  json('prototype at the top', '{"prototype":{"polluted":1}}');
  json('__proto__ inside an array', '[{"__proto__":{"polluted":1}}]');
  json('__proto__ with plausible fields', encode({ ...PLAUSIBLE, __proto__x: 1 }).replace('"__proto__x":1', '"__proto__":{"polluted":1}'));
  FIELDS.forEach((field, index) => {
    const polluting = index % 2 === 0 ? '{"__proto__":{"polluted":1}}' : '{"constructor":{"prototype":{"polluted":1}}}';
    json(`${polluting} inside ${field}`, encode({ ...PLAUSIBLE, [field]: new Raw(polluting) }));
  });
  json('__proto__ inside roleOptions items', '{"userRoleName":"Fuzz","roleOptions":[{"id":300,"checked":true,"__proto__":{"polluted":1}}]}');
  // Bad encodings, types and sizes.
  json('truncated JSON', '{"a":');
  json('truncated string', '{"username":"abc');
  json('trailing garbage', '{"username":"a"}xyz');
  json('single quotes', "{'username':'a'}");
  json('NaN literal', '{"userID":NaN}');
  json('invalid UTF-8 in a string', Buffer.concat([Buffer.from('{"username":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xf8, 0x88]), Buffer.from('","email":"a"}')]));
  json('invalid UTF-8 in a key', Buffer.concat([Buffer.from('{"'), Buffer.from([0xc0, 0xaf]), Buffer.from('":1}')]));
  json('a UTF-8 BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"username":"a"}')]));
  json('charset=utf-16 with UTF-8 bytes', '{"username":"a"}', { 'Content-Type': 'application/json; charset=utf-16' });
  json('charset=utf-16le with UTF-16 bytes', Buffer.from('{"username":"a"}', 'utf16le'), { 'Content-Type': 'application/json; charset=utf-16le' });
  json('charset=koi8-r', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc1, 0xc2, 0x22, 0x7d]), { 'Content-Type': 'application/json; charset=koi8-r' });
  json('charset=bogus', '{}', { 'Content-Type': 'application/json; charset=no-such-charset' });
  json('Content-Encoding br with garbage', Buffer.from('not brotli at all'), { 'Content-Encoding': 'br' });
  json('Content-Encoding gzip with garbage', Buffer.from('not gzip at all'), { 'Content-Encoding': 'gzip' });
  json('Content-Encoding deflate with garbage', Buffer.from('not deflate at all'), { 'Content-Encoding': 'deflate' });
  json('Content-Encoding gzip, truncated', gzipSync(Buffer.from(encode(PLAUSIBLE))).subarray(0, 20), { 'Content-Encoding': 'gzip' });
  json('Content-Encoding gzip of valid JSON', gzipSync(Buffer.from(encode(PLAUSIBLE))), { 'Content-Encoding': 'gzip' });
  json('Content-Encoding gzip expanding past the limit', gzipSync(Buffer.from(JSON.stringify({ note: 'x'.repeat(2 * 1024 * 1024) }))), { 'Content-Encoding': 'gzip' });
  json('Content-Encoding gzip, gzip', gzipSync(gzipSync(Buffer.from('{}'))), { 'Content-Encoding': 'gzip, gzip' });
  json('a ~70 KB body', JSON.stringify({ ...PLAUSIBLE, note: 'x'.repeat(70 * 1024) }));
  json('a ~5 MB body', JSON.stringify({ ...PLAUSIBLE, note: 'x'.repeat(5 * 1024 * 1024) }));
  json('an empty body', '');
  json('whitespace only', '  \n ');
  bodies.push({ label: 'text/plain', body: encode(PLAUSIBLE), type: 'text/plain' });
  bodies.push({ label: 'text/plain ~5 MB', body: 'x'.repeat(5 * 1024 * 1024), type: 'text/plain' });
  const form = new URLSearchParams(Object.entries(PLAUSIBLE).map(([field, value]) => [field, typeof value === 'object' ? JSON.stringify(value) : String(value)])).toString();
  bodies.push({ label: 'application/x-www-form-urlencoded', body: form, type: 'application/x-www-form-urlencoded' });
  bodies.push({ label: 'urlencoded __proto__', body: '__proto__[polluted]=1&constructor[prototype][polluted]=1&title=x', type: 'application/x-www-form-urlencoded' });
  bodies.push({ label: 'urlencoded ~70 KB', body: `title=${'x'.repeat(70 * 1024)}`, type: 'application/x-www-form-urlencoded' });
  bodies.push({ label: 'urlencoded ~200 KB', body: `title=${'x'.repeat(200 * 1024)}`, type: 'application/x-www-form-urlencoded' });
  bodies.push({ label: 'multipart/form-data', body: '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--b--\r\n', type: 'multipart/form-data; boundary=b' });
  bodies.push({ label: 'JSON without a Content-Type', body: Buffer.from(encode(PLAUSIBLE)), type: null }); // a Buffer: superagent adds no type
  bodies.push({ label: 'application/vnd.api+json', body: encode(PLAUSIBLE), type: 'application/vnd.api+json' });
  return bodies;
}

const STACK_FRAME = /\bat\s+(?:async\s+)?(?:[^\s()]+\s+)?\(?(?:\/|[A-Za-z]:\\|node:|file:)[^\s)]*:\d+(?::\d+)?\)?/;
export const preview = (value) => {
  const text = Buffer.isBuffer(value) ? `<Buffer ${value.subarray(0, 40).toString('hex')}${value.length > 40 ? '…' : ''}>` : String(value);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};
export const describeLogged = (args) => args.map((arg) => (arg instanceof Error ? arg.stack : typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ');

/** The card gateway's sandbox stands for a third party's checkout: its pages are HTML by contract (a body the API's
 * parser refuses before the page is reached is still answered in JSON). */
const HTML_PAGES = /^\/api\/payment-sandbox\//;

/** What is wrong with an answer, or null. */
export function answerProblem(response, url = '') {
  const problems = [];
  const type = response.headers['content-type'] ?? '';
  const expected = HTML_PAGES.test(url) ? /^text\/html\b|\bjson\b/i : /\bjson\b/i;
  if (response.status >= 500) problems.push(`status ${response.status}`);
  if (!expected.test(type)) problems.push(`content-type ${type || '(none)'}`);
  const text = response.text ?? '';
  if (STACK_FRAME.test(text)) problems.push('a stack frame in the body');
  if (text.includes('/work/')) problems.push("'/work/' in the body");
  if (text.includes('node_modules')) problems.push("'node_modules' in the body");
  return problems.length > 0 ? problems.join(', ') : null;
}
