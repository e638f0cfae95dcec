// Shared by the security tests: the routes the mock API registers (read from the express router), and
// callers of every kind with tokens minted the way the API mints them.
import jwt from 'jsonwebtoken';
import { signToken } from '../../mock-api/lib/auth/tokens.mjs';
import { seedPasswordHash } from '../../mock-api/seed/hash.mjs';
import { startApi } from '../api/helpers.mjs';
import { routeLayers } from '../../mock-api/lib/contract/catalogue.mjs';

export const SECRET = 'security-tests-secret-of-at-least-32-characters';
export const PASSWORD = 'Secure@123';


/**
 * Every route of the app as { method: 'GET', path: '/api/...', access, decides? } (access: the policy its guard
 * carries; decides: the kind of case its own-case guard refuses, mock-api/lib/auth/own-case.mjs).
 * @returns {{ method: string, path: string, access: { kind: string, screens?: string[] } | undefined, decides?: string }[]}
 */
export function registeredRoutes(app) {
  return routeLayers(app).map(({ method, path, stack }) => {
    const decides = stack.map((step) => step.handle.decides).find(Boolean);
    return { method, path, access: stack[0]?.handle.access, ...(decides ? { decides } : {}) };
  });
}

export const routeKey = ({ method, path }) => `${method} ${path}`;

/** A mock API signing with SECRET, on fresh seed data. */
export const startSecurityApi = (options = {}) => startApi({ ...options, env: { JWT_SECRET: SECRET, ...options.env } });

/** Inserts an approved user of `roleId` (password PASSWORD) and returns the row. */
export function addUser(api, { userID, roleId, username = `security${userID}@example.org`, ...rest }) {
  const user = {
    id: userID,
    userID,
    username,
    email: username,
    firstName: 'Security',
    lastName: `Tester${userID}`,
    description: 'security test account',
    userRoleID: roleId,
    statusID: 2,
    passwordHash: seedPasswordHash(PASSWORD, api.config.bcryptCost),
    failedLoginAttempts: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: 'security-test',
    expireDate: '2099-12-31',
    ...rest,
  };
  api.db.get('users').push(user).write();
  return user;
}

/** Inserts an approved role ticking exactly these menu ids. */
export function addRole(api, { userRoleID, menuIds }) {
  const role = { id: userRoleID, userRoleID, userRoleName: `Security${userRoleID}`.replace(/\d/g, (d) => 'ABCDEFGHIJ'[d]), userRoleDescription: 'security test role', userRoleStatus: 2, menuIds, createdAt: '2026-01-01T00:00:00.000Z', createdBy: 'security-test' };
  api.db.get('roles').push(role).write();
  return role;
}

/** The token the API would issue to this user now. */
export const tokenFor = (user, { now = Date.now() } = {}) => signToken(user, { config: { jwtSecret: SECRET, tokenTtlSeconds: 3600 }, now: () => now });

/** Menu item id of a screen URL. */
export const menuIdOf = (api, url) => api.db.get('menus').find({ url }).value()?.id;

/** Broken tokens of a real account: tampered payload, expired, alg none, another HS algorithm. */
export function brokenTokens(user) {
  const good = tokenFor(user);
  const [header, payload, signature] = good.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const { exp, ...withoutExp } = claims;
  return {
    tampered: `${header}.${encode({ ...claims, userRoleID: 1, userid: 1, sub: 'admin@example.org' })}.${signature}`,
    expired: jwt.sign({ ...claims, iat: now - 7200, exp: now - 3600 }, SECRET, { algorithm: 'HS256' }),
    algNone: `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    otherAlgorithm: jwt.sign({ ...claims }, SECRET, { algorithm: 'HS512' }),
    withoutExp: jwt.sign(withoutExp, SECRET, { algorithm: 'HS256' }),
  };
}
