type SeedRows = Readonly<Record<string, readonly Record<string, unknown>[]>>;
export declare const MASTER_SEED_GROUPS: Readonly<Record<'garment' | 'general' | 'machine' | 'sales' | 'wash', SeedRows>>;
export declare const MASTER_SEED: SeedRows;
