// The institute API's list pages (spec §3 "Paged request"), shared by the mock API, which clamps every request to
// it, and the app's data provider, which never asks for more in one call and reads a longer list page by page.

/** The largest page one list call answers (perPage, or the userList dialect's rowsPerPage). */
export const LIST_PAGE_MAX = 100;
