// The fields most master-data entities share, so each declaration says only what is its own
// (`{ ...CODE, max: 12 }` where one differs). Frozen: every declaration reads the same objects.
export const CODE = Object.freeze({ kind: 'code', label: 'Code', required: true, unique: true, format: 'upper', max: 10 });
export const NAME = Object.freeze({ kind: 'text', label: 'Name', required: true, unique: true, min: 2, max: 60 });
export const DESCRIPTION = Object.freeze({ kind: 'multiline', label: 'Description', max: 300 });
export const STATUS = Object.freeze({ kind: 'status', label: 'Status', required: true });
