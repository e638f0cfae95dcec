// Access-matrix entries of the CPD routes (issue 11, helper a2); merged into MATRIX.
export const ENTRIES = {};
