// Access-matrix entries of the payment routes (issue 10, helper a3); merged into MATRIX.
export const ENTRIES = {};
