export declare const TIMED_FILES: string[];
