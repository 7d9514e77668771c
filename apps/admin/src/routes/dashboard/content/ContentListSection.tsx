import type { ArticleInteractionCounts } from '@studio/contracts';
import { useArticleInteractionCounts } from '../../../api/dashboard/comments';
import { type ContentType, type EntrySummary, type Role } from '@studio/contracts';
import { Button, Stack, StatusActionTable, useToast, type RowAction } from '@studio/ui';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  useContentList,
  useEntryWrite,
  usePurgeEntry,
  useTrashDays,
  type BulkResult,
  type BulkWriteKind,
  type EntryWrite,
} from '../../../api/dashboard/content';
import { contentPath } from '../../../routePaths';
import { usePageTitle } from '../../../usePageTitle';
import { RefreshButton } from '../RefreshButton';
import { SectionHeader } from '../SectionHeader';
import { TrashNote, TrashViewLinks } from '../Trash';
import { formatDateTime } from '../formatDateTime';
import { useListTableProps, useRowActionFailure } from '../listTable';
import { useDashboardSearch, useSettledText } from '../SearchContext';
import {
  CONTENT_TYPE_TEXTS,
  STATE_OPTIONS,
  TRANSLATION_LOCALES,
  TRASH_STATE_OPTIONS,
  UNPUBLISHED_CHANGES,
  translationStatus,
  entryNoun,
  inSentence,
} from './contentTypes';
import { BulkActions, BulkResultNote } from './BulkActions';
import { EntryLabel } from './EntryLabel';

type RowKind = 'edit' | 'publish' | 'unpublish' | 'schedule' | 'trash' | 'untrash' | 'purge';

function actionsOf(row: EntrySummary, noun: string): RowAction<EntrySummary>[] {
  const actions: RowAction<EntrySummary>[] = [{ type: 'edit', label: 'Edit', main: true }];
  if (row.state !== 'published' || row.hasUnpublishedChanges)
    actions.push({
      type: 'publish',
      label: 'Publish',
      tone: 'primary',
      confirm: {
        title: `Publish this ${noun}?`,
        description: 'Its working draft goes live on the site now.',
      },
    });
  if (row.state === 'published')
    actions.push({
      type: 'unpublish',
      label: 'Unpublish',
      // Destructive: its confirmation opens on Cancel, so Enter never takes a page down.
      tone: 'critical',
      confirm: {
        title: `Unpublish this ${noun}?`,
        description: 'Its page leaves the site; the draft stays here.',
      },
    });
  actions.push({
    type: 'schedule',
    label: row.state === 'scheduled' ? 'Change schedule' : 'Schedule',
  });
  actions.push({
    type: 'trash',
    label: 'Move to trash',
    tone: 'critical',
    confirm: {
      title: `Move this ${noun} to the trash?`,
      description:
        row.state === 'published'
          ? 'Its page leaves the site and it leaves this list. A super admin can restore it from the Trash.'
          : 'It leaves this list. A super admin can restore it from the Trash.',
      confirmLabel: 'Move to trash',
    },
  });
  return actions;
}

/** In the trash: only a super admin restores (as a draft) or deletes for good. */
function trashActionsOf(noun: string): RowAction<EntrySummary>[] {
  return [
    {
      type: 'untrash',
      label: 'Restore',
      main: true,
      confirm: {
        title: `Restore this ${noun}?`,
        description: 'It comes back to the list as a draft, with its revisions.',
        confirmLabel: 'Restore',
      },
    },
    {
      type: 'purge',
      label: 'Delete for good',
      tone: 'critical',
      confirm: {
        title: `Delete this ${noun} for good?`,
        description: 'The entry and all its revisions are deleted. This cannot be undone.',
        confirmLabel: 'Delete for good',
      },
    },
  ];
}

function stateDetail(row: EntrySummary): string {
  if (row.state === 'scheduled' || row.scheduledFor)
    return `Goes live ${formatDateTime(row.scheduledFor)}`;
  if (row.state === 'published') {
    const live = row.hasUnpublishedChanges ? UNPUBLISHED_CHANGES : 'Live';
    return row.unpublishAt ? `${live}; comes down ${formatDateTime(row.unpublishAt)}` : live;
  }
  return '';
}

/** An article's likes, rating and comments, as the articles list shows them. */
function interactionSummary(counts: ArticleInteractionCounts | undefined): string {
  const likes = counts?.likes ?? 0;
  const rating =
    counts && counts.ratingCount > 0
      ? `${counts.ratingAverage ?? 0} from ${counts.ratingCount}`
      : 'no rating';
  const comments = counts?.comments ?? 0;
  const pending = counts?.pendingComments ? ` (${counts.pendingComments} pending)` : '';
  return `${likes} ${likes === 1 ? 'like' : 'likes'}, ${rating}, ${comments} ${comments === 1 ? 'comment' : 'comments'}${pending}`;
}

export function ContentListSection({ role, type }: { role: Role; type: ContentType }) {
  const texts = CONTENT_TYPE_TEXTS[type];
  const noun = entryNoun(type);
  usePageTitle(texts.title);
  const navigate = useNavigate();
  const { toast } = useToast();
  const failed = useRowActionFailure();
  const text = useSettledText(useDashboardSearch());
  const [params] = useSearchParams();
  const trash = params.get('view') === 'trash';
  const list = useContentList(type, text.slice(0, 200), trash);
  const trashDays = useTrashDays();
  const write = useEntryWrite(type);
  const purge = usePurgeEntry(type);
  const tableProps = useListTableProps(list, `The ${inSentence(texts.title)} could not be loaded.`);
  const editorOf = (row: EntrySummary) => contentPath(role, type, row.id);
  const listPath = contentPath(role, type);
  const interactions = useArticleInteractionCounts(type === 'articles');
  // Bulk actions: in the trash only a super admin has any (Restore).
  const bulkKinds: BulkWriteKind[] = trash
    ? role === 'super_admin'
      ? ['untrash']
      : []
    : ['publish', 'schedule', 'unpublish', 'trash'];
  const [selection, setSelection] = useState<{ view: boolean; ids: string[] }>({
    view: trash,
    ids: [],
  });
  const [results, setResults] = useState<{ view: boolean; byId: Map<string, BulkResult> }>({
    view: trash,
    byId: new Map(),
  });
  const rows = list.data ?? [];
  // A selection belongs to its view, and holds only rows still listed.
  const selectedIds = selection.view === trash ? selection.ids : [];
  const selectedRows = rows.filter((row) => selectedIds.includes(row.id));
  const resultOf = (row: EntrySummary) =>
    results.view === trash ? results.byId.get(row.id) : undefined;
  const onBulkResults = (done: BulkResult[]) => {
    setResults({ view: trash, byId: new Map(done.map((result) => [result.id, result])) });
    // Rows that did not go through stay selected, to try again once the list shows them anew.
    setSelection({
      view: trash,
      ids: done.filter((result) => result.outcome !== 'done').map((result) => result.id),
    });
  };

  const columns = [
    {
      key: 'label',
      header: 'Title',
      sortable: true,
      render: (row: EntrySummary) => (
        <>
          {trash ? row.label : <Link to={editorOf(row)}>{row.label}</Link>}
          <BulkResultNote result={resultOf(row)} />
        </>
      ),
      sortValue: (row: EntrySummary) => row.label,
    },
    {
      key: 'updatedAt',
      header: 'Last change',
      sortable: true,
      render: (row: EntrySummary) =>
        `${formatDateTime(row.updatedAt)}${row.updatedBy ? ` by ${row.updatedBy}` : ''}`,
      sortValue: (row: EntrySummary) => row.updatedAt,
    },
    trash
      ? {
          key: 'deletedAt',
          header: 'Moved to the trash',
          render: (row: EntrySummary) => formatDateTime(row.deletedAt),
        }
      : {
          key: 'detail',
          header: 'On the site',
          // Each language's state under the entry's own, in words ("Hindi: live"): one column,
          // so the table fits beside the sidebar at 1024 px.
          render: (row: EntrySummary) => (
            <>
              {stateDetail(row)}
              {TRANSLATION_LOCALES.map((locale) => (
                <div key={locale}>{translationStatus(row.translations, locale)}</div>
              ))}
            </>
          ),
        },
    ...(type === 'articles' && !trash
      ? [
          {
            key: 'interactions',
            header: 'Likes, rating, comments',
            render: (row: EntrySummary) => interactionSummary(interactions.data?.[row.id]),
          },
        ]
      : []),
  ];

  const onAction = async (kind: string, row: EntrySummary) => {
    if (kind === 'edit') return navigate(editorOf(row));
    if (kind === 'schedule') return navigate(`${editorOf(row)}#schedule`);
    if (kind === 'purge') {
      try {
        const answer = await purge.mutateAsync({ id: row.id, version: row.version });
        toast.success(answer.message, { message: <EntryLabel entry={row} /> });
      } catch (error) {
        failed('Delete for good', error);
      }
      return;
    }
    const writes: Record<string, [EntryWrite, string]> = {
      publish: [{ kind: 'publish', version: row.version }, 'Publish'],
      unpublish: [{ kind: 'unpublish', version: row.version }, 'Unpublish'],
      trash: [{ kind: 'trash', version: row.version }, 'Move to trash'],
      untrash: [{ kind: 'untrash', version: row.version }, 'Restore'],
    };
    const chosen = writes[kind as Exclude<RowKind, 'edit' | 'schedule' | 'purge'>];
    if (!chosen) return;
    try {
      const answer = await write.mutateAsync({ id: row.id, write: chosen[0] });
      toast.success(answer.message, { message: <EntryLabel entry={row} /> });
    } catch (error) {
      failed(chosen[1], error);
    }
  };

  return (
    <>
      <SectionHeader
        title={texts.title}
        description={texts.description}
        actions={
          <>
            <RefreshButton query={list} />
            <Button asChild>
              <Link to={contentPath(role, type, 'new')}>New {noun}</Link>
            </Button>
          </>
        }
      />
      <Stack direction="row" gap="2" wrap align="center">
        <TrashViewLinks
          label={`${texts.title} views`}
          listLabel="Entries"
          listPath={listPath}
          trash={trash}
        />
        {trash ? (
          <TrashNote role={role} days={trashDays} things="Entries" thing="an entry" />
        ) : null}
      </Stack>
      {bulkKinds.length > 0 ? (
        <BulkActions
          type={type}
          noun="entry"
          nouns="entries"
          kinds={bulkKinds}
          selected={selectedRows}
          onResults={onBulkResults}
        />
      ) : null}
      <StatusActionTable
        {...tableProps}
        caption={trash ? `${texts.title} in the trash` : texts.title}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        getStatus={(row) => row.state}
        getRowLabel={(row) => row.label}
        getRowFacts={(row) => [
          { label: 'Title', value: row.label },
          { label: 'Slug', value: row.slug },
        ]}
        getActions={(row) =>
          trash ? (role === 'super_admin' ? trashActionsOf(noun) : []) : actionsOf(row, noun)
        }
        onAction={onAction}
        {...(bulkKinds.length > 0
          ? {
              selectedIds: selectedRows.map((row) => row.id),
              onSelectionChange: (ids: string[]) => setSelection({ view: trash, ids }),
            }
          : {})}
        statuses={trash ? TRASH_STATE_OPTIONS : STATE_OPTIONS}
        statusHeader="State"
        defaultSort={{ key: 'updatedAt', direction: 'descending' }}
        defaultPageSize={20}
        getSearchText={(row) => `${row.label} ${row.slug} ${row.state}`}
        emptyMessage={
          trash
            ? `No ${inSentence(texts.title)} in the trash.`
            : `No ${inSentence(texts.title)} yet. Start with New ${noun}: write it, then publish it or schedule it.`
        }
      />
    </>
  );
}
