// ra-data-simple-rest speaks sort=["f","ASC"]&range=[0,9]&filter={"q":"x"}; json-server 0.17 speaks
// _sort/_order/_start/_end/q/field=value. This translates one into the other (pure, no express).

/** Query keys this layer consumes or refuses (_embed/_expand could reach refused collections). */
const CONSUMED = new Set(['sort', 'range', 'filter', '_embed', '_expand']);

class BadQuery extends Error {}

const parseJsonParam = (name, value, isValid) => {
  if (value === undefined) return undefined;
  let parsed;
  try {
    parsed = typeof value === 'string' ? JSON.parse(value) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || !isValid(parsed)) throw new BadQuery(`Malformed ${name} parameter`);
  return parsed;
};

const isSort = (v) => Array.isArray(v) && typeof v[0] === 'string' && v[0] !== '' && (v[1] === undefined || /^(asc|desc)$/i.test(String(v[1])));
const isRange = (v) => Array.isArray(v) && v.length === 2 && v.every(Number.isInteger) && v[0] >= 0 && v[1] >= v[0] - 1;
const isFilter = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isScalar = (v) => ['string', 'number', 'boolean'].includes(typeof v);

/**
 * @returns {{ query: Record<string, string | string[]>, start: number } | { error: string }}
 * `start` is the first row's index, for the Content-Range header.
 */
export function translateListQuery(rawQuery) {
  try {
    const sort = parseJsonParam('sort', rawQuery.sort, isSort);
    const range = parseJsonParam('range', rawQuery.range, isRange);
    const filter = parseJsonParam('filter', rawQuery.filter, isFilter) ?? {};
    const query = Object.fromEntries(Object.entries(rawQuery).filter(([key]) => !CONSUMED.has(key)));
    if (sort) Object.assign(query, { _sort: sort[0], _order: String(sort[1] ?? 'ASC').toLowerCase() });
    if (range) Object.assign(query, { _start: String(range[0]), _end: String(range[1] + 1) });
    for (const [key, value] of Object.entries(filter)) {
      if (Array.isArray(value)) query[key] = value.filter(isScalar).map(String);
      else if (isScalar(value) && value !== '') query[key] = String(value);
    }
    return { query, start: range ? range[0] : Number(query._start) || 0 };
  } catch (error) {
    if (error instanceof BadQuery) return { error: error.message };
    throw error;
  }
}

/** `members 0-9/42`; `members *\/0` style for an empty page. */
export const contentRange = (collection, start, count, total) =>
  count > 0 ? `${collection} ${start}-${start + count - 1}/${total}` : `${collection} */${total}`;
