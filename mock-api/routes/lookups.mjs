// Lookup lists for the member, application and payment forms (any signed-in user; plain arrays, nothing personal).
// Most are stored collections; payment types and member statuses are fixed by the rules the screens share, so
// they are answered from those rules and cannot drift from what the server accepts.
import { secureRoutes } from '../lib/http/routes.mjs';
import { SIGNED_IN } from '../lib/http/access.mjs';
import { MEMBER_STATUS_NAMES } from '../lib/members/members.mjs';
import { PAYMENT_TYPE } from '../../src/domain/paymentRules.mjs';
import { contract, spec } from '../lib/contract/declare.mjs';
import { array, integer, json, object, text } from '../lib/contract/schemas.mjs';
import { LOOKUP_ROW } from '../lib/contract/shapes/administration.mjs';

const SECTION = '§7 User management (prefix usermanagement/)';
const lookup = (path, what, row) => contract({ summary: `The ${what}`, source: spec(SECTION, `GET ${path}`), responses: { 200: json(`Every ${what.replace(/s$/, '')}.`, array(row)) } });
const WHAT = { 'get-member-types': 'member types', 'get-member-titles': 'titles', 'get-all-companies': 'companies', 'get-all-universities': 'universities' };
const FIXED_ROWS = {
  'get-payment-types': object({ paymentType: text({ values: Object.values(PAYMENT_TYPE) }) }, { required: ['paymentType'] }),
  'get-member-status': object({ statusCode: integer(), statusName: text() }, { required: ['statusCode', 'statusName'] }),
};
const FIXED_WHAT = { 'get-payment-types': 'payment types', 'get-member-status': 'member statuses' };

const STORED_LOOKUPS = {
  'get-member-types': 'memberTypes',
  'get-member-titles': 'titles',
  'get-all-companies': 'companies',
  'get-all-universities': 'universities',
};

/** The payment types a payment row carries, `{ paymentType }` in the order of the rules. */
const paymentTypes = () => Object.values(PAYMENT_TYPE).map((paymentType) => ({ paymentType }));
/** Member statuses as the user status item of spec §3 (`{ statusCode, statusName }`), in code order. */
const memberStatuses = () =>
  Object.entries(MEMBER_STATUS_NAMES)
    .map(([code, statusName]) => ({ statusCode: Number(code), statusName }))
    .sort((a, b) => a.statusCode - b.statusCode);

const FIXED_LOOKUPS = { 'get-payment-types': paymentTypes, 'get-member-status': memberStatuses };

export function lookupRoutes(ctx) {
  const routes = secureRoutes(ctx);
  for (const [path, collection] of Object.entries(STORED_LOOKUPS)) {
    routes.get(`/usermanagement/${path}`, SIGNED_IN, lookup(path, WHAT[path], LOOKUP_ROW), (req, res) => res.json(ctx.db.get(collection).value() ?? []));
  }
  for (const [path, list] of Object.entries(FIXED_LOOKUPS)) routes.get(`/usermanagement/${path}`, SIGNED_IN, lookup(path, FIXED_WHAT[path], FIXED_ROWS[path]), (req, res) => res.json(list()));
  return routes.router;
}
