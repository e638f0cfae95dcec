export declare const EMAIL_PATTERN: RegExp;
export declare const TEXT_MAX: Readonly<{
  email: number;
  personName: number;
  roleName: number;
  description: number;
  subject: number;
  note: number;
  phone: number;
  setting: number;
}>;
export declare const PASSWORD_MAX: number;
export declare const INQUIRY_MESSAGE_MAX: number;
export declare const isEmail: (value: unknown) => boolean;
export declare const isPhoneNumber: (value: unknown) => boolean;
