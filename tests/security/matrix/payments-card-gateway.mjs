// Access-matrix entries of the card-payment routes and the gateway sandbox; merged into MATRIX.
// The card gateway: the member's own orders (ownership checked in the handler, tests/api/gateway.test.mjs),
// the gateway's notification (public: its md5sig is the proof) and the sandbox standing in for the gateway.
// The stream's sample names no order, so every caller gets a 404 that ends (a real stream never would).
export const ENTRIES = {
  'POST /api/application/get-payment-details-for-pg': { access: 'signed-in' },
  'POST /api/application/payment-notify': { access: 'public' },
  'GET /api/application/events/:logId': { access: 'signed-in', sample: '/api/application/events/99999', owner: "another member's order: 403 (gateway.test.mjs)" },
  'GET /api/application/stop': { access: 'signed-in' },
  // The member's own open checkout only: another's is 403, staff cannot void a member's (checkouts.test.mjs).
  'POST /api/application/cancel-card-payment/:logId': { access: 'signed-in', sample: '/api/application/cancel-card-payment/99999', owner: "another member's order: 403 (checkouts.test.mjs)" },
  'GET /api/application/get-response-for-payment/:logId': { access: 'signed-in', sample: '/api/application/get-response-for-payment/99999', owner: "another member's order: 403 (gateway.test.mjs)" },
  'GET /api/application/get-id-from-payment-log': { access: 'signed-in' },
  'GET /api/application/get-ipg-return-val': { access: 'signed-in' },
  // Only where the sandbox is the gateway (development by default; PAYMENT_GATEWAY=sandbox): elsewhere 404
  // (tests/security/payment-gateway.test.mjs). Rate limited per address (RATE_LIMIT_PAYMENT_SANDBOX), as is
  // payment-notify (RATE_LIMIT_PAYMENT_NOTIFY); both take a small x-www-form-urlencoded body only.
  'POST /api/payment-sandbox/checkout': { access: 'public' },
  'POST /api/payment-sandbox/pay': { access: 'public' },
};

/** The routes of the card gateway's sandbox: registered only when PAYMENT_GATEWAY is the sandbox. */
export const SANDBOX_ONLY = ['POST /api/payment-sandbox/checkout', 'POST /api/payment-sandbox/pay'];
