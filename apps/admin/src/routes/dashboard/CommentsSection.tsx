import {
  COMMENT_ACTION_LABELS,
  COMMENT_TABS,
  COMMENT_TAB_LABELS,
  COMMENT_TRANSITIONS,
  COMMENT_ACTIONS,
  type CommentAction,
  type CommentTab,
  type StaffComment,
} from '@studio/contracts';
import { Button, Card, Checkbox, FilterTabs, Spinner, Stack, Text, useToast } from '@studio/ui';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { useApproveComments, useComments, useModerateComment } from '../../api/dashboard/comments';
import { usePageTitle } from '../../usePageTitle';
import { daysText } from './days';
import { formatDateTime } from './formatDateTime';
import { LoadError } from './LoadError';
import { RefreshButton } from './RefreshButton';
import { SectionHeader } from './SectionHeader';
import { SectionPager } from './SectionPager';
import * as cardStyles from './cards.css';

const PAGE_SIZE = 20;

/** The actions a comment in `state` can take, in the order the card shows them. */
const actionsFor = (state: StaffComment['state']): CommentAction[] =>
  COMMENT_ACTIONS.filter((action) =>
    (COMMENT_TRANSITIONS[action].from as readonly string[]).includes(state),
  );

function CommentCard({
  comment,
  selected,
  onSelect,
}: {
  comment: StaffComment;
  selected: boolean | null;
  onSelect: (selected: boolean) => void;
}) {
  const { toast } = useToast();
  const moderate = useModerateComment();
  const act = async (action: CommentAction) => {
    try {
      const answer = await moderate.mutateAsync({ id: comment.id, action });
      toast.success(answer.message);
    } catch (error) {
      toast.error('The comment could not be updated', {
        message: errorMessage(error, 'An error occurred. Please try again.'),
      });
    }
  };
  const titleId = `comment-${comment.id}`;
  return (
    <li>
      <Card padding="md">
        <article aria-labelledby={titleId}>
          <Stack gap="2">
            <Stack direction="row" justify="space-between" align="center" wrap gap="2">
              <Text as="span" weight="semibold" id={titleId}>
                {comment.name} on “{comment.articleTitle}”
              </Text>
              <Text as="time" size="sm" tone="muted" dateTime={comment.createdAt}>
                {formatDateTime(comment.createdAt)}
              </Text>
            </Stack>
            <Text size="sm" tone="muted" className={cardStyles.wrapAnywhere}>
              {comment.email ? `Email (never shown): ${comment.email}` : 'No email given'}
            </Text>
            {/* The visitor's words as text: React escapes them. */}
            <p className={cardStyles.messageBody}>{comment.text}</p>
            <Stack direction="row" justify="space-between" align="center" wrap gap="2">
              {selected === null ? (
                <span />
              ) : (
                <Checkbox
                  label="Select"
                  aria-label={`Select the comment by ${comment.name}`}
                  checked={selected}
                  onCheckedChange={(checked) => onSelect(checked === true)}
                />
              )}
              <Stack direction="row" gap="2" wrap>
                {actionsFor(comment.state).map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant={action === 'approve' ? 'primary' : 'secondary'}
                    disabled={moderate.isPending}
                    aria-label={`${COMMENT_ACTION_LABELS[action]}: the comment by ${comment.name}`}
                    onClick={() => void act(action)}
                  >
                    {COMMENT_ACTION_LABELS[action]}
                  </Button>
                ))}
              </Stack>
            </Stack>
          </Stack>
        </article>
      </Card>
    </li>
  );
}

/**
 * Content Management › Comments: visitors' comments waiting for the studio, published, held as
 * spam, or deleted into the Trash (restored from there to Pending). Nothing reaches an article
 * until staff approve it; every decision is audited.
 */
export function CommentsSection() {
  usePageTitle('Comments');
  const { toast } = useToast();
  const [tab, setTab] = useState<CommentTab>('pending');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const comments = useComments({ state: tab, page, pageSize: PAGE_SIZE });
  const approve = useApproveComments();
  const counts = comments.data?.counts;
  const trashDays = comments.data?.trashDays;
  const items = comments.data?.items ?? [];
  const tabs = COMMENT_TABS.map((value) => ({
    value,
    label: counts ? `${COMMENT_TAB_LABELS[value]} (${counts[value]})` : COMMENT_TAB_LABELS[value],
  }));
  const chosen = items.filter((item) => selected.has(item.id)).map((item) => item.id);

  const approveChosen = async () => {
    try {
      const answer = await approve.mutateAsync(chosen);
      setSelected(new Set());
      toast.success(answer.message);
    } catch (error) {
      toast.error('The comments could not be approved', {
        message: errorMessage(error, 'An error occurred. Please try again.'),
      });
    }
  };

  return (
    <>
      <SectionHeader
        title="Comments"
        description={
          // How long the purged states are kept is the server's TRASH_DAYS: told once it answered.
          trashDays === undefined
            ? "Visitors' comments on articles. A comment shows on its article only once approved."
            : `Visitors' comments on articles. A comment shows on its article only once approved; spam, rejected and deleted comments are purged after ${daysText(trashDays)}.`
        }
        actions={<RefreshButton query={comments} />}
      />
      <FilterTabs
        label="Show comments"
        options={tabs}
        value={tab}
        onValueChange={(value) => {
          setTab(value as CommentTab);
          setPage(1);
          setSelected(new Set());
        }}
      >
        {tab === 'pending' && items.length > 0 ? (
          <Stack direction="row" gap="2" align="center" wrap marginBottom="3">
            <Button
              variant="primary"
              disabled={chosen.length === 0}
              loading={approve.isPending}
              loadingText="Approving..."
              onClick={() => void approveChosen()}
            >
              {chosen.length > 0 ? `Approve selected (${chosen.length})` : 'Approve selected'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setSelected(new Set(items.map((item) => item.id)))}
            >
              Select all on this page
            </Button>
          </Stack>
        ) : null}
        {comments.isPending ? (
          <Spinner label="Loading comments" />
        ) : comments.isError ? (
          <LoadError
            message={errorMessage(comments.error, 'The comments could not be loaded.')}
            onRetry={() => void comments.refetch()}
          />
        ) : null}
        {tab === 'trashed' && trashDays !== undefined ? (
          <Stack marginBottom="3">
            <Text size="sm" tone="muted">
              {`Deleted comments wait here for ${daysText(trashDays)}, then are deleted for good. Restore sends one back to Pending.`}
            </Text>
          </Stack>
        ) : null}
        {comments.isPending || comments.isError ? null : items.length === 0 ? (
          <Text tone="muted">No comments here.</Text>
        ) : (
          <Stack as="ul" gap="3" aria-label="Comments">
            {items.map((comment) => (
              <CommentCard
                key={comment.id}
                comment={comment}
                selected={tab === 'pending' ? selected.has(comment.id) : null}
                onSelect={(on) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (on) next.add(comment.id);
                    else next.delete(comment.id);
                    return next;
                  })
                }
              />
            ))}
          </Stack>
        )}
      </FilterTabs>
      <SectionPager
        label="Comment pages"
        page={page}
        pageSize={PAGE_SIZE}
        total={comments.data?.total}
        onPageChange={setPage}
      />
    </>
  );
}
