import { Button } from '@studio/ui';
import { Link } from './SiteLink';

/** The "back" button at the top of a page: a client-side link to `to`. */
export function BackLink({
  to,
  label,
  className,
}: {
  to: string;
  label: string;
  /** Places the button in its page's layout. */
  className?: string;
}) {
  return (
    <Button asChild variant="ghost" size="sm" className={className}>
      <Link to={to}>
        <span aria-hidden="true">←</span> {label}
      </Link>
    </Button>
  );
}
