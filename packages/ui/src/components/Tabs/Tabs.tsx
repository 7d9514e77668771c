import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import * as styles from './Tabs.css';
import type { AsChildProp } from '../_internal/asChildProp';

export type TabsRootProps = ComponentPropsWithRef<typeof RadixTabs.Root> & AsChildProp;

/**
 * Holds the selected tab (`value`/`defaultValue`/`onValueChange`). Arrow keys move between tabs
 * and select them (automatic activation); Home and End jump to the first and last tab.
 */
function Root({ className, ...props }: TabsRootProps) {
  return <RadixTabs.Root className={cx(styles.root, className)} {...props} />;
}

export type TabsListProps = ComponentPropsWithRef<typeof RadixTabs.List> &
  AsChildProp & {
    /** Whether the arrow keys wrap from the last tab to the first and back. Default `true`. */
    loop?: boolean;
    /** Names the tab list for screen readers when no visible heading labels it. */
    'aria-label'?: string;
  };

/** The row of tabs (`role="tablist"`). On narrow screens it scrolls sideways instead of wrapping. */
function List({ className, ...props }: TabsListProps) {
  return <RadixTabs.List className={cx(styles.list, className)} {...props} />;
}

export type TabsTriggerProps = ComponentPropsWithRef<typeof RadixTabs.Trigger> & AsChildProp;

/** One tab (`role="tab"`), wired to the `Tabs.Content` with the same `value` (no spaces: it becomes part of an id). */
function Trigger({ className, ...props }: TabsTriggerProps) {
  return <RadixTabs.Trigger className={cx(styles.trigger, className)} {...props} />;
}

export type TabsContentProps = ComponentPropsWithRef<typeof RadixTabs.Content> & AsChildProp;

/** The panel (`role="tabpanel"`) shown while its tab is selected; focusable so Tab reaches it. */
function Content({ className, ...props }: TabsContentProps) {
  return <RadixTabs.Content className={cx(styles.content, className)} {...props} />;
}

/**
 * Tabs switch between panels of related content in one place (a release's Overview, Credits and
 * Lyrics). Compose `Tabs.Root`, `Tabs.List`, `Tabs.Trigger` and `Tabs.Content`. To filter one list
 * by category use `FilterTabs` instead.
 *
 * Tabs switch between panels of related content in one place, such as a release's Overview,
 * Credits and Lyrics. Compose `Tabs.Root`, `Tabs.List`, `Tabs.Trigger` and `Tabs.Content` (a
 * namespace of Radix Tabs parts). **Accessibility:** the list is a `tablist` (give it an
 * `aria-label`), each tab is wired to its panel with `aria-controls`/`aria-labelledby`; Left/Right
 * arrows move and select (automatic activation; `activationMode="manual"` selects on Enter/Space),
 * Home/End jump to the ends, Tab moves into the panel. On narrow screens the list scrolls
 * sideways. To filter a single list by category, use `FilterTabs`.
 */
export const Tabs = { Root, List, Trigger, Content };

// Named exports of the parts for Storybook's docgen, which documents only exported functions:
// without them the props tables of `Tabs.Root` and its siblings stayed empty. The package
// exports the namespace alone (see index.ts).
export { Root as TabsRoot, List as TabsList, Trigger as TabsTrigger, Content as TabsContent };
