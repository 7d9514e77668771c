import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Heading, type HeadingProps } from '../Heading';
import { Text } from '../Text';
import { header, section, type SectionVariants } from './Section.css';

export type SectionHeaderProps = {
  /** The heading's text. */
  heading: ReactNode;
  /** A muted line under the heading; a list gives one paragraph per item (an intro and a notice). */
  intro?: ReactNode | readonly ReactNode[];
  /** The heading's level in the page outline. Default 2. */
  headingLevel?: HeadingProps['level'];
  /** The heading's look. Default `xl`. */
  headingSize?: HeadingProps['size'];
  /** More props for the heading element: an `id` to link to, `tabIndex={-1}` to move focus there. */
  headingProps?: Omit<HeadingProps, 'level' | 'size' | 'children'>;
};

/**
 * A section's heading with its muted intro line, for blocks that take a heading slot (PosterGrid,
 * TeamGrid) and for Section itself.
 */
export function SectionHeader({
  heading,
  intro,
  headingLevel = 2,
  headingSize = 'xl',
  headingProps,
}: SectionHeaderProps) {
  const title = (
    <Heading level={headingLevel} size={headingSize} {...headingProps}>
      {heading}
    </Heading>
  );
  if (!intro) return title;
  const lines = Array.isArray(intro) ? intro : [intro];
  return (
    <div className={header}>
      {title}
      {lines.map((line, index) => (
        <Text key={index} tone="muted">
          {line}
        </Text>
      ))}
    </div>
  );
}

export type SectionProps = SectionHeaderProps &
  Omit<ComponentPropsWithRef<'section'>, 'children'> & {
    /** `plain` (default) spaces heading and content; `callout` sets them on a raised panel. */
    tone?: SectionVariants['tone'];
    /** The section's content, below the heading. */
    children?: ReactNode;
  };

/**
 * A part of a page named by its heading: a `section` landmark labelled by the heading, with an
 * optional intro line and the content below, in one column that its children cannot widen.
 *
 * A part of a page named by its heading (level 2 by default), so screen-reader users find it in
 * the landmarks and the headings list. The intro is a muted line under the heading; `tone="callout"`
 * sets the whole section on a raised panel for one short message. Lay out the content with Grid or
 * Stack.
 */
export function Section({
  heading,
  intro,
  headingLevel,
  headingSize,
  headingProps,
  tone,
  className,
  children,
  ...props
}: SectionProps) {
  const generatedId = useId();
  const headingId = headingProps?.id ?? generatedId;
  return (
    <section className={cx(section({ tone }), className)} aria-labelledby={headingId} {...props}>
      <SectionHeader
        heading={heading}
        intro={intro}
        headingLevel={headingLevel}
        headingSize={headingSize}
        headingProps={{ ...headingProps, id: headingId }}
      />
      {children}
    </section>
  );
}
