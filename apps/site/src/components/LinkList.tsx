import { Link } from '@studio/ui';
import { Link as RouterLink } from './SiteLink';

export interface LinkListProps {
  /** The site's own pages, each opened by client navigation. */
  links: readonly { to: string; label: string }[];
  /** Names the list for assistive technology, e.g. "Related pages". */
  label: string;
  className?: string;
}

/** A labelled list of links to other pages of the site (a help topic's links, a policy's related pages). */
export function LinkList({ links, label, className }: LinkListProps) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.to + link.label}>
          <Link asChild>
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Link>
        </li>
      ))}
    </ul>
  );
}
