export declare const isWireDate: (value: unknown) => value is string;
export declare const wireDateOf: (instant: number | Date) => string;
export declare const isPastOrTodayWireDate: (value: unknown, today: string) => boolean;
export declare const readableDate: (value: unknown) => string;
