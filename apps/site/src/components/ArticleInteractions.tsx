import { Box, Button, Heading, Stack, Text, TextArea, TextField, VisuallyHidden } from '@studio/ui';
import { quietNote, sprinkles } from '@studio/ui/css';
import { COMMENT_NAME_MAX, COMMENT_TEXT_MAX } from '@studio/contracts/interactions-rules';
import type { InteractionsAnswer, PublicComment } from '@studio/contracts';
import type { Locale } from '@studio/contracts/locales';
import { formatDate, formatNumber, plural } from '@studio/content/intl';
import type { SiteWords } from '@studio/content/siteWords';
import { fillTemplate } from '@studio/content/template';
import { useLocale } from '../i18n/locale';
import { failureIn, fieldErrorIn, useWords } from '../i18n/siteWords';
import type * as InteractionsApi from '../interactions/interactionsApi';
import type * as VisitorMemory from '../interactions/visitorMemory';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { outlinedPanel } from './outlinedPanel';
import { honeypot } from '../forms/MessageForm.css';
import * as styles from './ArticleInteractions.css';

type Api = typeof InteractionsApi;
type Memory = typeof VisitorMemory;
type Live = { api: Api; memory: Memory };

const STARS = [1, 2, 3, 4, 5] as const;
/** Start loading the section's code and data a little before it scrolls into view. */
const NEAR = '600px';

/**
 * The section's calls and the browser's memory, imported once the section comes near the
 * viewport: the article's first paint carries none of it.
 */
function useLiveWhenNear(target: RefObject<HTMLElement | null>): Live | null {
  const [live, setLive] = useState<Live | null>(null);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let cancelled = false;
    const load = () => {
      void import('../interactions/live').then(({ api, memory }) => {
        if (!cancelled) setLive({ api, memory });
      });
    };
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [target]);
  return live;
}

type Counts = Pick<InteractionsAnswer, 'articleId' | 'likes' | 'rating'>;

export type ArticleInteractionsProps = { slug: string; title: string };

/** "4.3 from 12 ratings" in the page's words, or null while there are none. */
function ratingSummary(
  locale: Locale,
  words: SiteWords['interactions'],
  { average, count }: Counts['rating'],
): string | null {
  if (count === 0 || average === null) return null;
  const digits = Number.isInteger(average) ? 0 : 1;
  const shown = formatNumber(locale, average, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return plural(locale, count, words.ratingSummary, { average: shown });
}

/**
 * Rate & Interact: a 5-star rating (radio group), a like toggle and comments. The form is in the
 * prerendered page; counts and published comments come from the API (never cached), and each
 * browser's like and rating are remembered in its own storage.
 */
export function ArticleInteractions({ slug, title }: ArticleInteractionsProps) {
  const section = useRef<HTMLElement>(null);
  const live = useLiveWhenNear(section);
  const locale = useLocale();
  const words = useWords('interactions');
  const formWords = useWords('form');
  const ratingName = useId();
  const [counts, setCounts] = useState<Counts | null>(null);
  const [mine, setMine] = useState<{ liked: boolean; stars: number | null }>({
    liked: false,
    stars: null,
  });
  const [comments, setComments] = useState<PublicComment[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [text, setText] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    if (!live) return;
    let cancelled = false;
    void live.api.readInteractions(slug).then((outcome) => {
      if (cancelled) return;
      if (!outcome.ok) {
        setProblem(failureIn(formWords, outcome.message));
        return;
      }
      const { articleId, likes, rating } = outcome.value;
      setCounts({ articleId, likes, rating });
      setMine(live.memory.remembered(articleId));
      setComments(outcome.value.comments.items);
      setTotal(outcome.value.comments.total);
      setPage(1);
    });
    return () => {
      cancelled = true;
    };
    // The words are the page's data: the same object for the page's life.
  }, [live, slug, formWords]);

  const ready = live !== null && counts !== null;

  const toggleLike = async () => {
    if (!live || !counts) return;
    const liked = !mine.liked;
    const outcome = await live.api.sendLike(slug, live.memory.visitorId(), liked);
    if (!outcome.ok) {
      setProblem(failureIn(formWords, outcome.message));
      return;
    }
    setProblem(null);
    const next = { ...mine, liked };
    live.memory.remember(counts.articleId, next);
    setMine(next);
    setCounts({ ...counts, likes: outcome.value.likes });
  };

  const rate = async (stars: number) => {
    if (!live || !counts) return;
    // The chosen star shows at once (a radio that does not change reads as broken); a refusal
    // puts back what was there.
    const before = mine;
    const next = { ...mine, stars };
    setMine(next);
    const outcome = await live.api.sendRating(slug, live.memory.visitorId(), stars);
    if (!outcome.ok) {
      setMine(before);
      setProblem(failureIn(formWords, outcome.message));
      return;
    }
    setProblem(null);
    live.memory.remember(counts.articleId, next);
    setMine(next);
    setCounts({ ...counts, rating: outcome.value.rating });
  };

  const more = async () => {
    if (!live) return;
    const outcome = await live.api.readInteractions(slug, page + 1);
    if (!outcome.ok) {
      setProblem(failureIn(formWords, outcome.message));
      return;
    }
    setComments((shown) => [...shown, ...outcome.value.comments.items]);
    setTotal(outcome.value.comments.total);
    setPage(page + 1);
  };

  const post = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!live || sending) return;
    const website = new FormData(event.currentTarget).get('website');
    setSending(true);
    setSent(null);
    const outcome = await live.api.sendComment(slug, {
      name: name.trim(),
      text: text.trim(),
      ...(email.trim() ? { email: email.trim(), notify: true } : {}),
      ...(typeof website === 'string' && website ? { website } : {}),
    });
    setSending(false);
    if (!outcome.ok) {
      setFieldErrors(
        Object.fromEntries(
          outcome.errors.map((error) => [
            error.field,
            fieldErrorIn(formWords, error.field, error.message),
          ]),
        ),
      );
      setProblem(failureIn(formWords, outcome.message));
      return;
    }
    setFieldErrors({});
    setProblem(null);
    setText('');
    setSent(words.commentThanks ?? outcome.value.message);
  };

  const ratingText = counts ? (ratingSummary(locale, words, counts.rating) ?? words.noRatings) : '';

  return (
    <Box
      as="section"
      ref={section}
      {...outlinedPanel}
      gap="5"
      borderRadius="lg"
      aria-labelledby="interact-title"
    >
      <Heading level={2} size="lg" id="interact-title">
        {words.heading}
      </Heading>

      <Stack direction="row" wrap gap="6" align="flex-start">
        <fieldset className={styles.rating} disabled={!ready}>
          <legend className={styles.legend}>{words.rateLegend}</legend>
          <Stack direction="row" gap="1">
            {STARS.map((star) => (
              <label key={star} className={styles.star} data-on={(mine.stars ?? 0) >= star}>
                <input
                  type="radio"
                  name={ratingName}
                  value={star}
                  checked={mine.stars === star}
                  onChange={() => void rate(star)}
                  className={styles.starInput}
                />
                <span aria-hidden="true">★</span>
                <VisuallyHidden>{plural(locale, star, words.stars)}</VisuallyHidden>
              </label>
            ))}
          </Stack>
          <Text size="sm" tone="muted" aria-live="polite">
            {ratingText}
            {mine.stars
              ? ` ${fillTemplate(words.yourRating, { stars: formatNumber(locale, mine.stars) })}`
              : ''}
          </Text>
        </fieldset>

        <Stack direction="row" align="center" gap="3">
          <Button
            variant={mine.liked ? 'primary' : 'secondary'}
            aria-pressed={mine.liked}
            disabled={!ready}
            onClick={() => void toggleLike()}
          >
            <span aria-hidden="true">{mine.liked ? '♥' : '♡'}</span>{' '}
            {mine.liked ? words.liked : words.like}
            <VisuallyHidden> {title}</VisuallyHidden>
          </Button>
          <Text size="sm" tone="muted" aria-live="polite">
            {counts ? plural(locale, counts.likes, words.likes) : ''}
          </Text>
        </Stack>
      </Stack>

      <Box display="grid" gap="4">
        <Heading level={3} size="md">
          {total === null
            ? words.comments
            : fillTemplate(words.commentsCount, { count: formatNumber(locale, total) })}
        </Heading>
        {total !== null && total > 0 ? (
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
                  <strong>{comment.name}</strong>
                  <time dateTime={comment.createdAt} className={quietNote}>
                    {formatDate(locale, comment.createdAt)}
                  </time>
                </Stack>
                <p className={styles.commentText}>{comment.text}</p>
              </Box>
            ))}
          </Box>
        ) : null}
        {total !== null && total === 0 ? <Text tone="muted">{words.noComments}</Text> : null}
        {total !== null && comments.length < total ? (
          <Button
            variant="secondary"
            className={sprinkles({ justifySelf: 'start' })}
            onClick={() => void more()}
          >
            {words.moreComments}
          </Button>
        ) : null}

        <Box
          as="form"
          display="grid"
          gap="3"
          className={styles.form}
          onSubmit={(event: FormEvent<HTMLFormElement>) => void post(event)}
          aria-labelledby="comment-form-title"
        >
          <Heading level={3} size="sm" id="comment-form-title">
            {words.addComment}
          </Heading>
          <TextField
            label={words.name}
            name="name"
            required
            autoComplete="name"
            maxLength={COMMENT_NAME_MAX}
            value={name}
            error={fieldErrors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            label={words.email}
            name="email"
            type="email"
            autoComplete="email"
            hint={words.emailHint}
            value={email}
            error={fieldErrors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextArea
            label={words.comment}
            name="text"
            required
            rows={4}
            maxLength={COMMENT_TEXT_MAX}
            placeholder={words.commentPlaceholder}
            value={text}
            error={fieldErrors.text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className={honeypot} aria-hidden="true">
            <label>
              {formWords.honeypot}
              <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <Button
            type="submit"
            loading={sending}
            loadingText={words.sending}
            disabled={!name.trim() || !text.trim()}
            className={sprinkles({ justifySelf: 'start' })}
          >
            {words.post}
          </Button>
        </Box>
        <Text role="status" aria-live="polite">
          {sent ?? problem ?? ''}
        </Text>
      </Box>
    </Box>
  );
}
