export interface InstituteIdentity {
  companyName: string;
  logoPath: string;
  footerTitle: string;
  versionNumber: string;
}
export declare const INSTITUTE_IDENTITY_PATH: 'institute-identity';
export declare const INSTITUTE_IDENTITY_FIELDS: readonly (keyof InstituteIdentity)[];
export declare const instituteIdentityOf: (record: unknown) => InstituteIdentity;
