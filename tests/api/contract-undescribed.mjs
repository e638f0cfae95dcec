// The operations of the API document not yet described by a contract (mock-api/lib/contract/, the pattern in
// mock-api/README.md "Contracts"). This list may only shrink: a new route comes with its contract, and a route
// described since must leave the list (tests/api/contract-ratchet.test.mjs fails either way).
export const UNDESCRIBED = Object.freeze([
]);
