// Access-matrix entries of the payment routes (issue 10, helper a2); merged into MATRIX.
export const ENTRIES = {};
