export declare const TIMED_FILES: string[];
export declare const E2E_PARTS: { label: string; env: Record<string, string> }[];
