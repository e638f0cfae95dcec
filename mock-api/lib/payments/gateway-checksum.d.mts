// Types of gateway-checksum.mjs (the unit test is TypeScript).
export declare const md5Upper: (text: string) => string;
export declare const amountText: (amount: number | string) => string;
export declare const requestHash: (fields: { merchantId: string; orderId: string; amount: number | string; currency: string; secret: string }) => string;
export declare const notificationSignature: (fields: { merchantId: string; orderId: string; amount: string; currency: string; statusCode: string; secret: string }) => string;
export declare function sameSignature(given: unknown, expected: unknown): boolean;
