export declare const CURRENCY: 'LKR';
export declare const formatMoney: (value: unknown) => string;
export declare const plainAmount: (value: unknown) => string;
