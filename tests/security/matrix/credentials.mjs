// Access-matrix entries of the membership card, the letter of good standing and their public check; merged into
// MATRIX. The member calls name nobody (they read the caller's own members row); the check names a document's
// code, which holds nothing personal (tests/api/credentials.test.mjs).
export const ENTRIES = {
  'GET /api/member/credentials': { access: 'signed-in' },
  'POST /api/member/credentials/card': { access: 'signed-in' },
  'POST /api/member/credentials/letter': { access: 'signed-in' },
  'GET /api/verify/:code': { access: 'public', sample: '/api/verify/AAAAAAAAAAAAAAAA', notPersonal: "a document's unguessable code; the answer is the member number, dates and verdict the paper already shows" },
};
