/** Types for the mock API's menu seed (plain Node ESM, no declarations of its own). */
declare module '*/mock-api/seed/menus.mjs' {
  export const menuRows: () => { id: number; title: string; type: string; url?: string; icon?: string }[];
}
