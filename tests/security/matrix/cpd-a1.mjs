// Access-matrix entries of the CPD routes (issue 11, helper a1); merged into MATRIX.
export const ENTRIES = {};
