import type { ReactNode } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './Footer.css';
import { FooterAccordion, type FooterAccordionProps } from './FooterAccordion';

export type FooterProps = FooterAccordionProps & {
  /** The copyright holder, e.g. the company's name: the line reads `© {year} {owner}`. */
  owner: string;
  /** The copyright year. Defaults to the current year; pass it when prerendered pages must not depend on the build date. */
  year?: number;
  /** A call to action above the links (e.g. "Sign up for our newsletter"). */
  callToAction?: ReactNode;
  /** Social links (the app's icon links with accessible names), shown beside the copyright. */
  social?: ReactNode;
  /** Name of the links' navigation landmark. Default `Footer`. */
  navLabel?: string;
  /** Class name of the `<footer>`. */
  className?: string;
};

/**
 * The site footer (`contentinfo` landmark): an optional call to action, the link sections
 * (accordions below 834 px, always-open columns above, five across from 1024 px), the copyright
 * line with the current year, and social links. Content-agnostic: the app passes the sections,
 * owner, slots and its router's link.
 */
export function Footer({
  sections,
  renderLink,
  currentPath,
  headingLevel,
  owner,
  year,
  callToAction,
  social,
  navLabel = 'Footer',
  className,
}: FooterProps) {
  return (
    <footer className={cx(styles.footer, className)}>
      <div className={styles.inner}>
        {callToAction ? <div className={styles.cta}>{callToAction}</div> : null}
        <nav aria-label={navLabel}>
          <FooterAccordion
            sections={sections}
            renderLink={renderLink}
            currentPath={currentPath}
            headingLevel={headingLevel}
          />
        </nav>
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            © {year ?? new Date().getFullYear()} {owner}
          </p>
          {social ? <div className={styles.social}>{social}</div> : null}
        </div>
      </div>
    </footer>
  );
}
