// The institute's identity: the few global details (spec §3, record 3) every visitor sees on the login card,
// the app bar and the footer, before anyone signs in. Shared by the mock API (what its public call answers)
// and the app (what it accepts from that call), so the two never disagree on the fields.

/** The public call, relative to the API base. */
export const INSTITUTE_IDENTITY_PATH = 'institute-identity';

/** Only these fields of the global details leave the server without a token; nothing else of record 3. */
export const INSTITUTE_IDENTITY_FIELDS = Object.freeze(['companyName', 'logoPath', 'footerTitle', 'versionNumber']);

/** Exactly the identity fields of a record (or an answer), each as text: '' for a missing or non-text value. */
export const instituteIdentityOf = (record) =>
  Object.fromEntries(
    INSTITUTE_IDENTITY_FIELDS.map((field) => {
      const value = record !== null && typeof record === 'object' ? record[field] : undefined;
      return [field, typeof value === 'string' ? value : ''];
    }),
  );
