export declare const typeCheckArgs: (project?: string) => string[];
