/**
 * The rows of the list seen so far, by id: react-admin keeps only the ids of a selection, which may span pages.
 * A refreshed row replaces the one seen before.
 */
import { useRef } from 'react';
import { useListContext, type Identifier, type RaRecord } from 'react-admin';

export const useSeenRows = (): ReadonlyMap<Identifier, RaRecord> => {
  const { data } = useListContext();
  const seen = useRef(new Map<Identifier, RaRecord>());
  for (const record of data ?? []) seen.current.set(record.id, record);
  return seen.current;
};
