import {
  type AnyContentData,
  type ContentList,
  type ContentType,
  type EntrySummary,
  type Locale,
  type PreviewAnswer,
  type Revision,
  type RevisionList,
} from '@studio/contracts';
import {
  experimental_streamedQuery as streamedQuery,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch, errorMessage, isApiError } from '../client';
import { dashboardKeys } from './keys';

/** One entry as the editor holds it: the summary, the working draft and what is live. */
export type Entry = EntrySummary & { data: AnyContentData; live: AnyContentData | null };
export type EntryAnswer = { success: true; message: string; entry: Entry };
/** A 409's body: the entry as the server has it now. */
export type EntryConflict = { success: false; message: string; current: Entry };
export type RevisionDetail = {
  success: true;
  revision: Revision & { slug: string; data: AnyContentData };
};

const LIST_PAGE = 100;
const base = (type: ContentType) => `/api/content/${type}`;
const entryPath = (type: ContentType, id: string) => `${base(type)}/${encodeURIComponent(id)}`;

/**
 * Every entry of `type` matching the search text (server-side), newest change first: the table
 * filters by state, sorts and pages them in the browser. Fetched 100 at a time; the list shows
 * the first hundred as soon as they arrive and grows as the rest come (a refresh keeps showing
 * the old list until the new one is complete).
 */
export function useContentList(type: ContentType, q: string, trash = false) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: dashboardKeys.contentList(type, { q, trash }),
    queryFn: streamedQuery({
      streamFn: async function* ({ signal }) {
        let received = 0;
        for (let page = 1; ; page += 1) {
          const query = new URLSearchParams({
            page: String(page),
            pageSize: String(LIST_PAGE),
            sort: 'updated-desc',
          });
          if (q) query.set('q', q);
          // The trash is the entries in state `deleted`; the other list leaves them out.
          if (trash) query.set('state', 'deleted');
          const answer = await apiFetch<ContentList>(`${base(type)}?${query.toString()}`, {
            signal,
          });
          // The rows are the list's data; the trash's days are kept beside it (`useTrashDays`).
          queryClient.setQueryData(dashboardKeys.trashDays(), answer.trashDays);
          received += answer.items.length;
          yield answer.items;
          if (answer.items.length === 0 || received >= answer.total) return;
        }
      },
      reducer: (all: EntrySummary[], items: EntrySummary[]) => [...all, ...items],
      initialValue: [],
      refetchMode: 'replace',
    }),
  });
}

/**
 * How many days an entry stays in the trash before the server deletes it for good
 * (`TRASH_DAYS`): undefined until a content list (`useContentList`) has answered, since only the
 * server knows it.
 */
export function useTrashDays(): number | undefined {
  return useQuery<number>({ queryKey: dashboardKeys.trashDays(), queryFn: skipToken }).data;
}

export function useEntry(type: ContentType, id: string | undefined) {
  return useQuery({
    queryKey: dashboardKeys.contentEntry(type, id ?? 'new'),
    queryFn: () =>
      apiFetch<{ success: true; entry: Entry }>(entryPath(type, id ?? '')).then(
        (answer) => answer.entry,
      ),
    enabled: id !== undefined,
    // The editor's form is the source of truth while open: no refetch under the typist.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export type EntryWrite =
  | {
      kind: 'save';
      version: number;
      slug: string;
      data: AnyContentData;
      autosave: boolean;
      /** A translation's draft is saved at its own address (`…/:id/translation`). */
      translation?: boolean;
    }
  | { kind: 'publish' | 'unpublish'; version: number }
  | { kind: 'schedule'; version: number; publishAt: string | null }
  | { kind: 'schedule-unpublish'; version: number; unpublishAt: string | null }
  | { kind: 'restore'; version: number; revisionId: string }
  | { kind: 'trash' | 'untrash'; version: number };

/** A purge answers no entry: it is gone. */
export type PurgeAnswer = { success: true; message: string; id: string };

function send(type: ContentType, id: string, write: EntryWrite): Promise<EntryAnswer> {
  const path = entryPath(type, id);
  switch (write.kind) {
    case 'save':
      return apiFetch(write.translation ? `${path}/translation` : path, {
        method: 'PUT',
        body: {
          version: write.version,
          slug: write.slug,
          data: write.data,
          ...(write.autosave ? { autosave: true } : {}),
        },
      });
    case 'publish':
    case 'unpublish':
      return apiFetch(`${path}/${write.kind}`, {
        method: 'POST',
        body: { version: write.version },
      });
    case 'schedule':
      return apiFetch(`${path}/schedule`, {
        method: 'POST',
        body: { version: write.version, publishAt: write.publishAt },
      });
    case 'schedule-unpublish':
      return apiFetch(`${path}/schedule-unpublish`, {
        method: 'POST',
        body: { version: write.version, unpublishAt: write.unpublishAt },
      });
    case 'restore':
      return apiFetch(`${path}/revisions/${encodeURIComponent(write.revisionId)}/restore`, {
        method: 'POST',
        body: { version: write.version },
      });
    case 'trash':
      return apiFetch(`${path}?version=${write.version}`, { method: 'DELETE' });
    case 'untrash':
      return apiFetch(`${path}/restore`, { method: 'POST', body: { version: write.version } });
  }
}

/**
 * Any change to an entry; the answer's entry replaces the cached one, and the lists of its type
 * refetch, so every screen shows it without a reload.
 */
export function useEntryWrite(type: ContentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, write }: { id: string; write: EntryWrite }) => send(type, id, write),
    onSuccess: (answer, { id }) => {
      queryClient.setQueryData(dashboardKeys.contentEntry(type, id), answer.entry);
    },
    onSettled: (answer, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...dashboardKeys.content(type), 'list'] }),
        // A translation's state shows on its source entry's editor too.
        answer?.entry.sourceId
          ? queryClient.invalidateQueries({
              queryKey: dashboardKeys.contentEntry(type, answer.entry.sourceId),
            })
          : null,
        queryClient.invalidateQueries({ queryKey: dashboardKeys.revisions(type, id) }),
        // A publish renders pages: whether the site could be updated may have changed.
        queryClient.invalidateQueries({ queryKey: dashboardKeys.siteStatus() }),
      ]),
  });
}

/** A super admin deletes an entry in the trash for good (its revisions too). */
export function usePurgeEntry(type: ContentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiFetch<PurgeAnswer>(`${entryPath(type, id)}/purge`, {
        method: 'POST',
        body: { version },
      }),
    onSuccess: (_answer, { id }) =>
      queryClient.removeQueries({ queryKey: dashboardKeys.contentEntry(type, id) }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...dashboardKeys.content(type), 'list'] }),
  });
}

/** A signed link (30 minutes) to the page showing the entry's working draft. */
export function usePreviewLink(type: ContentType) {
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<PreviewAnswer>(`${entryPath(type, id)}/preview`, { method: 'POST' }),
  });
}

export function useCreateEntry(type: ContentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { slug?: string; data: AnyContentData }) =>
      apiFetch<EntryAnswer>(base(type), { method: 'POST', body: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(dashboardKeys.contentEntry(type, answer.entry.id), answer.entry);
      return queryClient.invalidateQueries({ queryKey: [...dashboardKeys.content(type), 'list'] });
    },
  });
}

/**
 * A new translation of the default-language entry `sourceId`: its language, slug and words (only
 * the type's translatable fields, none copied from the source).
 */
export function useCreateTranslation(type: ContentType, sourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { locale: Locale; slug: string; data: AnyContentData }) =>
      apiFetch<EntryAnswer>(`${entryPath(type, sourceId)}/translations`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(dashboardKeys.contentEntry(type, answer.entry.id), answer.entry);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.contentEntry(type, sourceId) }),
        queryClient.invalidateQueries({ queryKey: [...dashboardKeys.content(type), 'list'] }),
      ]);
    },
  });
}

export function useRevisions(type: ContentType, id: string) {
  return useQuery({
    queryKey: dashboardKeys.revisions(type, id),
    queryFn: () =>
      apiFetch<RevisionList>(`${entryPath(type, id)}/revisions`).then((answer) => answer.items),
  });
}

export function useRevision(type: ContentType, id: string, revisionId: string | undefined) {
  return useQuery({
    queryKey: [...dashboardKeys.revisions(type, id), revisionId ?? ''],
    queryFn: () =>
      apiFetch<RevisionDetail>(
        `${entryPath(type, id)}/revisions/${encodeURIComponent(revisionId ?? '')}`,
      ).then((answer) => answer.revision),
    enabled: revisionId !== undefined,
  });
}

/** What one row of a bulk action came to: done, a 409 (changed since listed) or refused. */
export type BulkOutcome = 'done' | 'conflict' | 'refused';
export type BulkResult = { id: string; label: string; outcome: BulkOutcome; message: string };
export type BulkWriteKind = 'publish' | 'unpublish' | 'schedule' | 'trash' | 'untrash';

/**
 * A bulk action: one request per row, one after another, each with that row's version (the same
 * checks as one at a time); every row gets its own result. The lists refetch once at the end.
 */
export function useBulkEntryWrite(type: ContentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      kind,
      rows,
      publishAt,
    }: {
      kind: BulkWriteKind;
      rows: ReadonlyArray<Pick<EntrySummary, 'id' | 'label' | 'version'>>;
      /** For `schedule`: when each row's draft goes live (ISO). */
      publishAt?: string;
    }) => {
      const results: BulkResult[] = [];
      for (const row of rows) {
        try {
          const answer = await send(
            type,
            row.id,
            kind === 'schedule'
              ? { kind, version: row.version, publishAt: publishAt ?? null }
              : { kind, version: row.version },
          );
          queryClient.setQueryData(dashboardKeys.contentEntry(type, row.id), answer.entry);
          results.push({ id: row.id, label: row.label, outcome: 'done', message: answer.message });
        } catch (error) {
          const conflict = isApiError(error) && error.status === 409;
          results.push({
            id: row.id,
            label: row.label,
            outcome: conflict ? 'conflict' : 'refused',
            message: errorMessage(error, 'The request failed. Please try again.'),
          });
          if (conflict)
            queryClient.removeQueries({ queryKey: dashboardKeys.contentEntry(type, row.id) });
        }
      }
      return results;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...dashboardKeys.content(type), 'list'] }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.siteStatus() }),
      ]),
  });
}
