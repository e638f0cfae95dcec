// The institute API's list pages (spec §3 "Paged request"), shared by the mock API, which clamps every request to
// it, and the app's data provider, which never asks for more in one call and reads a longer list page by page.

/** The largest page one list call answers (perPage, or the userList dialect's rowsPerPage). */
export const LIST_PAGE_MAX = 100;

/** The longest search text a list takes (filterText, searchText): longer text is cut, never turned into a pattern. */
export const SEARCH_TEXT_MAX = 100;

/**
 * Rows of a list by id (the app's getOne / getMany of a resource without a getOne call, e.g. the label of a
 * search-as-you-type select's value): `idField` names the column, `ids` its values, comma-separated, at most
 * LIST_PAGE_MAX of them, each at most ID_TEXT_MAX characters. Only rows the list already shows the caller.
 */
export const ID_LOOKUP = Object.freeze({ ids: 'ids', field: 'idField' });
export const ID_TEXT_MAX = 64;
