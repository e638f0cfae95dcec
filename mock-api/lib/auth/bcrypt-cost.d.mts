// Types of bcrypt-cost.mjs (the end-to-end set-up, TypeScript, runs its APIs at the floor).
export declare const BCRYPT_MIN_COST: number;
export declare const BCRYPT_MAX_COST: number;
export declare function bcryptCostOf(env: Record<string, string | undefined>): number;
