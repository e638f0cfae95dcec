export declare const LIST_PAGE_MAX: number;
