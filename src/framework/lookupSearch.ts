/**
 * Search as you type over a large lookup (LookupChoices.large: users, members, events...): nothing of the
 * collection is read whole. Before anything is typed the select offers the first page; under
 * LOOKUP_SEARCH.minChars characters it asks nothing; from there, once typing pauses, it asks the list for the
 * text (filter `q`: the API's filterText / searchText, which it compares as plain text). The chosen value's
 * record, for its label, is read by id (getMany: the list's rows by id, src/domain/paging.mjs ID_LOOKUP),
 * batched with the other values shown at the same time.
 */
import { useEffect, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, useGetManyAggregate, type Identifier, type RaRecord } from 'react-admin';
import { SEARCH_TEXT_MAX } from '../domain/paging.mjs';
import type { LookupChoices } from './types';

/** From how many characters it searches, after how long a pause, how many options, and how long a page is reused (reopening the list). */
export const LOOKUP_SEARCH = Object.freeze({ minChars: 2, pauseMs: 300, perPage: 20, freshMs: 30_000 });

/** What the typed text asks for: the first page, nothing yet (too short), or a search. */
export type LookupQuery = { kind: 'first' } | { kind: 'short' } | { kind: 'search'; text: string };

export const lookupQueryOf = (typed: string): LookupQuery => {
  const text = typed.trim().slice(0, SEARCH_TEXT_MAX);
  if (text === '') return { kind: 'first' };
  return text.length < LOOKUP_SEARCH.minChars ? { kind: 'short' } : { kind: 'search', text };
};

/** One read of a large lookup: a page of LOOKUP_SEARCH.perPage options in the lookup's order, filtered. */
export const lookupSearchParams = (lookup: LookupChoices, query: LookupQuery, filter?: Readonly<Record<string, string | number>>) => ({
  pagination: { page: 1, perPage: LOOKUP_SEARCH.perPage },
  sort: lookup.sort ?? { field: lookup.optionText, order: 'ASC' as const },
  filter: { ...filter, ...(query.kind === 'search' ? { q: query.text } : {}) },
});

/** `value` once it has stayed the same for `ms` (the text the user paused on). */
export function usePaused<T>(value: T, ms: number): T {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return paused;
}

const NO_RECORDS: RaRecord[] = [];

export interface LookupSearch {
  records: readonly RaRecord[];
  query: LookupQuery;
  /** The user is typing, or the answer is on its way. */
  searching: boolean;
  failed: boolean;
}

/** The options of a large lookup for the text typed; asks nothing until `enabled` (the list is open). */
export function useLookupSearch(
  lookup: LookupChoices,
  typed: string,
  { enabled, filter }: { enabled: boolean; filter?: Readonly<Record<string, string | number>> },
): LookupSearch {
  const paused = usePaused(typed, LOOKUP_SEARCH.pauseMs);
  const query = lookupQueryOf(paused);
  const { data, isFetching, error } = useGetList(lookup.resource, lookupSearchParams(lookup, query, filter), {
    enabled: enabled && query.kind !== 'short',
    staleTime: LOOKUP_SEARCH.freshMs,
    // the previous options stay while the next ones load: the list does not flicker empty between keys
    placeholderData: keepPreviousData,
  });
  const typing = lookupQueryOf(typed).kind !== 'short' && typed.trim() !== paused.trim();
  return {
    records: query.kind === 'short' ? NO_RECORDS : (data ?? NO_RECORDS),
    query,
    searching: enabled && (typing || isFetching),
    failed: !!error,
  };
}

const isBlank = (value: unknown): boolean => value === null || value === undefined || value === '';

/**
 * The record of a large lookup's value, read by id unless `known` already is it (the option just picked). The
 * lookup's optionValue is its resource's idField (checked at start), so react-admin's id is the value.
 */
export function useLookupRecord(lookup: LookupChoices, value: unknown, known?: RaRecord | null): RaRecord | undefined {
  const isKnown = !!known && String(known.id) === String(value);
  const ids: Identifier[] = isBlank(value) || isKnown ? [] : [value as Identifier];
  const { data } = useGetManyAggregate(lookup.resource, { ids }, { enabled: ids.length > 0 });
  if (isBlank(value)) return undefined;
  return isKnown ? known : data?.find((record) => String(record.id) === String(value));
}
