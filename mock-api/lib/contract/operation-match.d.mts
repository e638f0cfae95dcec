// Types of operation-match.mjs (the end-to-end support that uses it is TypeScript).
export interface ListedOperation {
  method: string;
  path: string;
  values?: Record<string, string[]>;
}
export declare function operationList(document: { paths?: Record<string, Record<string, unknown>>; components?: unknown }): ListedOperation[];
export declare function operationMatcher(operations: ListedOperation[]): (method: string, urlPath: string) => string | null;
