// Types of build-stamp.mjs for the build's plugin (scripts/vite/buildStamp.ts).
export declare const STAMP_FILE: string;
export declare const projectFilesOf: (root: string, moduleIds: Iterable<string>) => string[];
export declare function buildStampOf(options: { root: string; moduleFiles: string[]; env: Record<string, string | undefined> }): {
  files: Record<string, string | null>;
  env: Record<string, string | undefined>;
};
export declare function staleReason(options: { root: string; outDir: string; env: Record<string, string | undefined> }): string | null;
