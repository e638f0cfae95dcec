export declare const phoneText: (value: unknown) => string;
