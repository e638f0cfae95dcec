export declare const LIST_PAGE_MAX: number;
export declare const SEARCH_TEXT_MAX: number;
export declare const ID_LOOKUP: Readonly<{ ids: 'ids'; field: 'idField' }>;
export declare const ID_TEXT_MAX: number;
