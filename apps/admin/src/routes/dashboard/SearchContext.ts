import { createContext, useContext, useEffect, useState } from 'react';

type DashboardSearch = { search: string; setSearch: (search: string) => void };

/** What is typed in the top bar's search box; each section filters its current table with it. */
export const SearchContext = createContext<DashboardSearch>({ search: '', setSearch: () => {} });

export function useDashboardSearch(): string {
  return useContext(SearchContext).search;
}

/** The search text and its setter, for a table that can also clear it (its Clear filters). */
export function useDashboardSearchState(): DashboardSearch {
  return useContext(SearchContext);
}

/** Whether any of `values` contains the search text (case-insensitive); an empty search matches. */
export function matchesSearch(search: string, values: ReadonlyArray<string | null | undefined>) {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return values.some((value) => value?.toLowerCase().includes(needle));
}

/** The top bar's text once typing pauses, so the server is asked once per word, not per key. */
export function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}
