/** The part of madge's API the import-layers test uses (madge ships no types). */
declare module 'madge' {
  interface MadgeResult {
    circular(): string[][];
    obj(): Record<string, string[]>;
  }
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string;
  }
  export default function madge(paths: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
