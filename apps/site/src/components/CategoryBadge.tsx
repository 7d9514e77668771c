import { Badge, type BadgeTone } from '@studio/ui';
import type { Article } from '@studio/content/articles';

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

/** An article's category as a badge in its category's colour. */
export function CategoryBadge({ category }: { category: Article['category'] }) {
  return <Badge tone={CATEGORY_TONES[category]}>{category}</Badge>;
}
