/** Types for the mock API's menu seed (plain Node ESM, no declarations of its own). */
declare module '*/mock-api/seed/menus.mjs' {
  export interface MenuRow {
    id: number;
    title: string;
    type: string;
    url?: string;
    icon?: string;
    parentId: number | null;
    order: number;
    selfService?: boolean;
    adminOnly?: boolean;
  }
  export const menuRows: () => MenuRow[];
  export const menuIdsFor: (roleId: number) => number[];
}
