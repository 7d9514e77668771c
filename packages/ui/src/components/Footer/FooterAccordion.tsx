import type { ReactNode } from 'react';
import { Accordion } from '../Accordion';
import * as styles from './Footer.css';

export type FooterLink = {
  /** The visible text, e.g. `Cookie Settings`. */
  text: string;
  /** Where it goes, e.g. `/cookie-settings`. */
  href: string;
};

/** A group of footer links. */
export type FooterSection = {
  id: string;
  title: string;
  links: ReadonlyArray<FooterLink>;
};

/** What `renderLink` receives: spread it on your router's link (`to={href}` for React Router). */
export type FooterLinkRenderProps = {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
};

export type FooterAccordionProps = {
  /** The link groups, in order. */
  sections: ReadonlyArray<FooterSection>;
  /** Renders every link, so the app's router link is used. Default: a plain `<a>`. */
  renderLink?: (props: FooterLinkRenderProps) => ReactNode;
  /** The current route's path; the matching link gets `aria-current="page"`. */
  currentPath?: string;
  /** Heading level of the section titles. Default 2. */
  headingLevel?: 2 | 3 | 4;
};

export const defaultFooterRenderLink = ({ children, ...props }: FooterLinkRenderProps) => (
  <a {...props}>{children}</a>
);

/**
 * The footer's link sections. Below 834 px each section is an accordion item (all closed at
 * first, several may be open); from 834 px every section is an always-open column (three, five
 * from 1024 px). Both layouts are rendered and switched by CSS, so prerendered HTML works without
 * JavaScript and nothing changes at hydration; the hidden layout is `display: none`, so screen
 * readers and the Tab key meet each link once.
 */
export function FooterAccordion({
  sections,
  renderLink = defaultFooterRenderLink,
  currentPath,
  headingLevel = 2,
}: FooterAccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const links = (section: FooterSection) => (
    <ul className={styles.list}>
      {section.links.map((item) => (
        <li key={`${item.href}-${item.text}`}>
          {renderLink({
            href: item.href,
            className: styles.link,
            children: item.text,
            'aria-current':
              currentPath !== undefined && item.href === currentPath ? 'page' : undefined,
          })}
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <div className={styles.accordionLayout} data-layout="accordion">
        <Accordion.Root type="multiple" variant="flush">
          {sections.map((section) => (
            <Accordion.Item key={section.id} value={section.id}>
              <Accordion.Trigger headingLevel={headingLevel}>{section.title}</Accordion.Trigger>
              <Accordion.Content>{links(section)}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
      <div className={styles.columnsLayout} data-layout="columns">
        {sections.map((section) => (
          <div key={section.id}>
            <Heading className={styles.columnTitle}>{section.title}</Heading>
            {links(section)}
          </div>
        ))}
      </div>
    </>
  );
}
