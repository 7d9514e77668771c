/**
 * The answer of a list that has a trash (content entries, the media library): one page of items,
 * where the page is, and how long the trash keeps what is moved to it (the server's TRASH_DAYS,
 * which the admin's trash note tells, not a fixed text).
 */
export function trashListAnswer<T>(
  listing: { items: T[]; total: number; page: number; pageSize: number },
  trashDays: number,
) {
  const { items, page, pageSize, total } = listing;
  return { success: true as const, items, page, pageSize, total, trashDays };
}
