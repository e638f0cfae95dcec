export declare const TIMED_FILES: string[];
export declare const E2E_PARTS: { label: string; env: Record<string, string> }[];
export declare const SCALE_MEMBERS: number;
export declare const SCALE_SEED_ARGS: string[];
