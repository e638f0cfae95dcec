import type { AnyResource } from '../../framework/types';
import { HttpError } from '../httpError';
import { DEFAULT_ERROR_STATUS, TRANSPORT_TEXT } from '../messages';
import type { Identifier, RaRecord, RecordData } from './types';

const isObject = (value: unknown): value is RecordData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isIdentifier = (value: unknown): value is Identifier =>
  (typeof value === 'string' && value !== '') || typeof value === 'number';

const malformed = (resource: AnyResource, problem: string, json: unknown): HttpError =>
  new HttpError(`${TRANSPORT_TEXT.requestError}: ${problem} (resource "${resource.name}")`, DEFAULT_ERROR_STATUS, json);

/** react-admin's `id` is the declaration's idField; a record without one cannot be shown. */
export function toRaRecord(resource: AnyResource, record: unknown, fallbackId?: Identifier): RaRecord {
  if (!isObject(record)) throw malformed(resource, 'a record is not an object', record);
  const id = record[resource.idField] ?? fallbackId;
  if (!isIdentifier(id)) throw malformed(resource, `a record has no "${resource.idField}"`, record);
  return { ...record, id };
}

const asTotal = (value: unknown): number | null => {
  const total = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : null;
};

/** A list answer is {data: [...], total: N}; a missing total is an error, never data.length. */
export function toListResult(resource: AnyResource, json: unknown): { data: RaRecord[]; total: number } {
  if (!isObject(json) || !Array.isArray(json.data)) throw malformed(resource, 'the list answer has no data array', json);
  const total = asTotal(json.total);
  if (total === null) throw malformed(resource, 'the list answer has no numeric total', json);
  return { data: json.data.map((record) => toRaRecord(resource, record)), total };
}

/** A single record, bare or wrapped as {data: {...}}. */
export const toOneRecord = (resource: AnyResource, json: unknown, requestedId: Identifier): RaRecord =>
  toRaRecord(resource, isObject(json) && isObject(json.data) ? json.data : json, requestedId);

/** The new record's id: from the answer (id or idField, bare or under data), else from the sent data. */
export function createdId(resource: AnyResource, data: RecordData, json: unknown): Identifier | undefined {
  const sources = [json, isObject(json) ? json.data : undefined, data].filter(isObject);
  for (const source of sources) {
    for (const key of ['id', resource.idField]) {
      const value = source[key];
      if (isIdentifier(value)) return value;
    }
  }
  return undefined;
}

/**
 * A list endpoint declared `listAnswer: 'array'` answers a bare array of every record (a small
 * reference list such as statuses): its length is the true total, and the requested page is cut here.
 */
export function toArrayListResult(
  resource: AnyResource,
  json: unknown,
  pagination: { page: number; perPage: number } | undefined,
): { data: RaRecord[]; total: number } {
  if (!Array.isArray(json)) throw malformed(resource, 'the list answer is not an array', json);
  const records = json.map((record) => toRaRecord(resource, record));
  if (!pagination) return { data: records, total: records.length };
  const start = (pagination.page - 1) * pagination.perPage;
  return { data: records.slice(start, start + pagination.perPage), total: records.length };
}
