import { Badge, type BadgeTone } from '@studio/ui';
import type { Article } from '@studio/content/articles';
import { useWords } from '../i18n/siteWords';

/** Each newsroom category's colour, the same on every card and page. */
const CATEGORY_TONES: Record<Article['category'], BadgeTone> = {
  Music: 'warning',
  Video: 'success',
  Production: 'info',
  Artists: 'info',
  Projects: 'critical',
  Events: 'success',
  Studio: 'neutral',
};

/** An article's category as a badge in its category's colour, named in the page's language. */
export function CategoryBadge({ category }: { category: Article['category'] }) {
  const categories = useWords('categories');
  return <Badge tone={CATEGORY_TONES[category]}>{categories[category]}</Badge>;
}
