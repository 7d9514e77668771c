import { Box, Button, Heading, Stack, Text, TextArea, VisuallyHidden } from '@studio/ui';
import { quietNote, sprinkles } from '@studio/ui/css';
import { useId, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { Comment } from '@studio/content/newsroom';
import { outlinedPanel } from './outlinedPanel';
import * as styles from './ArticleInteractions.css';

/** What a visitor did on one article, kept in their browser only. */
type Stored = { rating: number | null; liked: boolean; comments: Comment[] };

const EMPTY: Stored = { rating: null, liked: false, comments: [] };
const CHANGE_EVENT = 'article-interactions-change';
const STARS = [1, 2, 3, 4, 5] as const;

const storageKey = (slug: string) => `articleInteractions:${slug}`;

function isComment(value: unknown): value is Comment {
  if (typeof value !== 'object' || value === null) return false;
  const { id, author, date, text } = value as Record<string, unknown>;
  return [id, author, date, text].every((field) => typeof field === 'string');
}

/** Saved data that does not parse or has the wrong shape is ignored, field by field. */
function parse(raw: string | null): Stored {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY;
    const { rating, liked, comments } = value as Record<string, unknown>;
    return {
      rating:
        typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5
          ? rating
          : null,
      liked: liked === true,
      comments: Array.isArray(comments) ? comments.filter(isComment) : [],
    };
  } catch {
    return EMPTY;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The article's rating, like and the visitor's comments, from localStorage (empty while prerendering). */
function useStoredInteractions(slug: string) {
  const key = storageKey(slug);
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
  const stored = useMemo(() => parse(raw), [raw]);
  const update = (change: (current: Stored) => Stored) => {
    const next = change(parse(readRaw(key)));
    try {
      window.localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the change still shows until the page is left.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  };
  return [stored, update] as const;
}

export type ArticleInteractionsProps = {
  slug: string;
  title: string;
  initialLikes: number;
  seedComments: readonly Comment[];
};

/** Rate & Interact: a 5-star rating (radio group), a like toggle and comments, all per article. */
export function ArticleInteractions({
  slug,
  title,
  initialLikes,
  seedComments,
}: ArticleInteractionsProps) {
  const [stored, update] = useStoredInteractions(slug);
  const [draft, setDraft] = useState('');
  const ratingName = useId();
  const comments = [...stored.comments, ...seedComments];
  const likes = initialLikes + (stored.liked ? 1 : 0);
  const text = draft.trim();

  const post = (event: FormEvent) => {
    event.preventDefault();
    if (!text) return;
    const comment: Comment = { id: crypto.randomUUID(), author: 'You', date: 'Just now', text };
    update((current) => ({ ...current, comments: [comment, ...current.comments] }));
    setDraft('');
  };

  return (
    <Box as="section" {...outlinedPanel} gap="5" borderRadius="lg" aria-labelledby="interact-title">
      <Heading level={2} size="lg" id="interact-title">
        Rate &amp; Interact
      </Heading>

      <Stack direction="row" wrap gap="6" align="flex-start">
        <fieldset className={styles.rating}>
          <legend className={styles.legend}>Rate this article</legend>
          <Stack direction="row" gap="1">
            {STARS.map((star) => (
              <label key={star} className={styles.star} data-on={(stored.rating ?? 0) >= star}>
                <input
                  type="radio"
                  name={ratingName}
                  value={star}
                  checked={stored.rating === star}
                  onChange={() => update((current) => ({ ...current, rating: star }))}
                  className={styles.starInput}
                />
                <span aria-hidden="true">★</span>
                <VisuallyHidden>{star === 1 ? '1 star' : `${star} stars`}</VisuallyHidden>
              </label>
            ))}
          </Stack>
          <Text size="sm" tone="muted" aria-live="polite">
            {stored.rating ? `You rated this article ${stored.rating} out of 5.` : 'Not rated yet.'}
          </Text>
        </fieldset>

        <Stack direction="row" align="center" gap="3">
          <Button
            variant={stored.liked ? 'primary' : 'secondary'}
            aria-pressed={stored.liked}
            onClick={() => update((current) => ({ ...current, liked: !current.liked }))}
          >
            <span aria-hidden="true">{stored.liked ? '♥' : '♡'}</span>{' '}
            {stored.liked ? 'Liked' : 'Like'}
            <VisuallyHidden> {title}</VisuallyHidden>
          </Button>
          <Text size="sm" tone="muted" aria-live="polite">
            {likes} likes
          </Text>
        </Stack>
      </Stack>

      <Box display="grid" gap="4">
        <Heading level={3} size="md">
          Comments ({comments.length})
        </Heading>
        <Box as="form" display="grid" gap="3" className={styles.form} onSubmit={post} noValidate>
          <TextArea
            label="Add a comment"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            rows={3}
            maxLength={1000}
            placeholder="Share your thoughts..."
          />
          <Button type="submit" disabled={!text} className={sprinkles({ justifySelf: 'start' })}>
            Post Comment
          </Button>
        </Box>
        <Box as="ul" display="grid" gap="3">
          {comments.map((comment) => (
            <Box
              as="li"
              key={comment.id}
              display="grid"
              gap="1"
              padding="4"
              borderRadius="md"
              background="raised"
            >
              <Stack as="p" direction="row" gap="3" align="baseline">
                <strong>{comment.author}</strong>
                <span className={quietNote}>{comment.date}</span>
              </Stack>
              <p className={styles.commentText}>{comment.text}</p>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
