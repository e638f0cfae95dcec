export declare const PRERENDERED_ATTRIBUTE: string;
export declare const prerenderedFileOf: (pagePath: string) => string;
export declare const mayBePrerendered: (pagePath: string) => boolean;
