import { useMemo } from 'react';

/** The row a list kept in session storage before opening a page; null when absent or unreadable. */
export const readStashedRow = <T,>(key: string): T | null => {
  try {
    const text = window.sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
};

/**
 * The stashed row (spec §2: the application-approve key), read again when `opened` changes (the same
 * page opened on another row). It stays stored, so a reload of the page still shows it.
 */
export const useStashedRow = <T,>(key: string, opened?: unknown): T | null =>
  // `opened` is not read: it only says when to read again
  useMemo(() => readStashedRow<T>(key), [key, opened]);
