import type { ArticleInteractionCounts } from '@studio/contracts';
import { useArticleInteractionCounts } from '../../../api/dashboard/comments';
import { type ContentType, type EntrySummary, type Role } from '@studio/contracts';
import { Button, StatusActionTable, useToast, type RowAction } from '@studio/ui';
import { Link, useNavigate } from 'react-router-dom';
import { useContentList, useEntryWrite, type EntryWrite } from '../../../api/dashboard/content';
import { contentPath } from '../../../routePaths';
import { usePageTitle } from '../../../usePageTitle';
import { RefreshButton } from '../RefreshButton';
import { SectionHeader } from '../SectionHeader';
import { formatDateTime } from '../formatDateTime';
import { useListTableProps, useRowActionFailure } from '../listTable';
import { useDashboardSearch, useSettledText } from '../SearchContext';
import {
  CONTENT_TYPE_TEXTS,
  STATE_OPTIONS,
  UNPUBLISHED_CHANGES,
  entryNoun,
  inSentence,
} from './contentTypes';

type RowKind = 'edit' | 'publish' | 'unpublish' | 'schedule' | 'delete';

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
    type: 'delete',
    label: 'Delete',
    tone: 'critical',
    confirm: {
      title: `Delete this ${noun}?`,
      description:
        row.state === 'published'
          ? 'It leaves the site and this list. Only a super admin can delete a published entry.'
          : 'It leaves this list. This cannot be undone here.',
      confirmLabel: 'Delete',
    },
  });
  return actions;
}

function stateDetail(row: EntrySummary): string {
  if (row.state === 'scheduled' || row.scheduledFor)
    return `Goes live ${formatDateTime(row.scheduledFor)}`;
  if (row.state === 'published') return row.hasUnpublishedChanges ? UNPUBLISHED_CHANGES : 'Live';
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

/** One collection's entries: search (top bar), state filter, last change first, paged. */
export function ContentListSection({ role, type }: { role: Role; type: ContentType }) {
  const texts = CONTENT_TYPE_TEXTS[type];
  const noun = entryNoun(type);
  usePageTitle(texts.title);
  const navigate = useNavigate();
  const { toast } = useToast();
  const failed = useRowActionFailure();
  const text = useSettledText(useDashboardSearch());
  const list = useContentList(type, text.slice(0, 200));
  const write = useEntryWrite(type);
  const tableProps = useListTableProps(list, `The ${inSentence(texts.title)} could not be loaded.`);
  const editorOf = (row: EntrySummary) => contentPath(role, type, row.id);
  const interactions = useArticleInteractionCounts(type === 'articles');

  const columns = [
    {
      key: 'label',
      header: 'Title',
      sortable: true,
      render: (row: EntrySummary) => <Link to={editorOf(row)}>{row.label}</Link>,
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
    { key: 'detail', header: 'On the site', render: stateDetail },
    ...(type === 'articles'
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
    const writes: Record<string, [EntryWrite, string]> = {
      publish: [{ kind: 'publish', version: row.version }, 'Publish'],
      unpublish: [{ kind: 'unpublish', version: row.version }, 'Unpublish'],
      delete: [{ kind: 'delete', version: row.version }, 'Delete'],
    };
    const chosen = writes[kind as Exclude<RowKind, 'edit' | 'schedule'>];
    if (!chosen) return;
    try {
      const answer = await write.mutateAsync({ id: row.id, write: chosen[0] });
      toast.success(answer.message, { message: row.label });
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
      <StatusActionTable
        {...tableProps}
        caption={texts.title}
        rows={list.data ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        getStatus={(row) => row.state}
        getRowLabel={(row) => row.label}
        getRowFacts={(row) => [
          { label: 'Title', value: row.label },
          { label: 'Slug', value: row.slug },
        ]}
        getActions={(row) => actionsOf(row, noun)}
        onAction={onAction}
        statuses={STATE_OPTIONS}
        statusHeader="State"
        defaultSort={{ key: 'updatedAt', direction: 'descending' }}
        defaultPageSize={20}
        getSearchText={(row) => `${row.label} ${row.slug} ${row.state}`}
        emptyMessage={`No ${inSentence(texts.title)} yet. Start with New ${noun}: write it, then publish it or schedule it.`}
      />
    </>
  );
}
