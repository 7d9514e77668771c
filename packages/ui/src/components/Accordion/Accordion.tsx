import { ChevronDownIcon } from '@radix-ui/react-icons';
import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './Accordion.css';
import type { AsChildProp } from '../_internal/asChildProp';

export type AccordionRootProps = ComponentPropsWithRef<typeof RadixAccordion.Root> &
  styles.AccordionRootVariants &
  AsChildProp & {
    /** `single`: at most one item open at a time; `multiple`: items open independently. */
    type: 'single' | 'multiple';
    /** `separated` (default): each item a bordered card; `flush`: items divided by lines, inside another surface. */
    variant?: styles.AccordionRootVariants['variant'];
  };

/**
 * The group of items. `type="multiple"` lets items open independently (FAQ, careers positions);
 * `type="single"` keeps at most one open (add `collapsible` to let it close again). Controlled with
 * `value`/`onValueChange` or uncontrolled with `defaultValue`.
 */
function Root({ className, variant, ...props }: AccordionRootProps) {
  return (
    <RadixAccordion.Root
      data-variant={variant ?? 'separated'}
      className={cx(styles.root({ variant }), className)}
      {...props}
    />
  );
}

export type AccordionItemProps = ComponentPropsWithRef<typeof RadixAccordion.Item> & AsChildProp;

/** One question and its answer. `value` must be unique in the group. */
function Item({ className, ...props }: AccordionItemProps) {
  return <RadixAccordion.Item className={cx(styles.item, className)} {...props} />;
}

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

export type AccordionTriggerProps = ComponentPropsWithRef<typeof RadixAccordion.Trigger> &
  AsChildProp & {
    /**
     * The heading level wrapping the button, so the questions appear in the page outline
     * (WAI-ARIA accordion pattern). Pick the level below the section's heading. Default 3.
     */
    headingLevel?: keyof typeof headingTags;
  };

/** The button that opens and closes its item (`aria-expanded`, `aria-controls`), inside a heading, with a chevron that turns. */
function Trigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const Heading = headingTags[headingLevel];
  return (
    <RadixAccordion.Header asChild>
      <Heading className={styles.header}>
        <RadixAccordion.Trigger className={cx(styles.trigger, className)} {...props}>
          {children}
          <ChevronDownIcon className={styles.chevron} aria-hidden="true" focusable="false" />
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}

export type AccordionContentProps = ComponentPropsWithRef<typeof RadixAccordion.Content> &
  AsChildProp;

/** The answer (`role="region"` labelled by its trigger), animated open and closed to its measured height. */
function Content({ className, children, ...props }: AccordionContentProps) {
  return (
    <RadixAccordion.Content className={cx(styles.content, className)} {...props}>
      <div className={styles.contentInner}>{children}</div>
    </RadixAccordion.Content>
  );
}

/**
 * Show and hide sections of related content: the FAQ's ten questions, open positions on the
 * careers page, footer link groups on phones. A namespace of Radix Accordion parts:
 * `Accordion.Root`, `Accordion.Item`, `Accordion.Trigger`, `Accordion.Content`.
 */
export const Accordion = { Root, Item, Trigger, Content };

// Named exports of the parts for Storybook's docgen, which documents only exported functions:
// without them the props tables of `Accordion.Root` and its siblings stayed empty. The package
// exports the namespace alone (see index.ts).
export {
  Root as AccordionRoot,
  Item as AccordionItem,
  Trigger as AccordionTrigger,
  Content as AccordionContent,
};
