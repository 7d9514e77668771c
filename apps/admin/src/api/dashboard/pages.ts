import { PAGE_SIZE_MAX } from '@studio/contracts';
import { apiFetch } from '../client';

/**
 * Every item of a paginated list, page by page at the largest page size. The review tables
 * search, filter and page on the client, so they need the whole (small) list.
 */
export async function fetchAllPages<Answer extends { items: unknown[]; total: number }>(
  path: string,
): Promise<{ first: Answer; items: Answer['items'] }> {
  const url = (page: number) =>
    `${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=${PAGE_SIZE_MAX}`;
  const first = await apiFetch<Answer>(url(1));
  const items = [...first.items];
  for (let page = 2; items.length < first.total; page += 1) {
    const next = await apiFetch<Answer>(url(page));
    if (next.items.length === 0) break;
    items.push(...next.items);
  }
  return { first, items };
}
