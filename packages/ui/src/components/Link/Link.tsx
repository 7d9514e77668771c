import { ArrowTopRightIcon } from '@radix-ui/react-icons';
import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import { externalIcon, link, type LinkVariants } from './Link.css';

export type LinkProps = ComponentPropsWithRef<'a'> &
  LinkVariants & {
    /** Where it goes. With `asChild`, give the router link its own `to` or `href` instead. */
    href?: string;
    /** The link text, which names it: say where it goes, not "click here". With `asChild`, the router link. */
    children?: ReactNode;
    /** `accent` (default) in text, `neutral` in link lists, `muted` for secondary links. */
    tone?: LinkVariants['tone'];
    /** `always` (default), or `hover` where the layout already marks links (navigation lists). */
    underline?: LinkVariants['underline'];
    /** Render the child element (your router's `<Link>`) with these styles, keeping its navigation. */
    asChild?: boolean;
    /**
     * A link to another site: opens in a new tab (`target="_blank" rel="noopener noreferrer"`),
     * shows a small arrow and tells screen readers "(opens in a new tab)".
     */
    external?: boolean;
    /** The screen-reader note for external links. */
    externalLabel?: string;
  };

const ExternalArrow = () => (
  <ArrowTopRightIcon className={externalIcon} aria-hidden="true" focusable="false" />
);

/**
 * A text link. Use it inside sentences and link lists; for actions that look like buttons use
 * `Button asChild`. With a router, wrap its link: `<Link asChild><RouterLink to="/about">…`.
 *
 * A text link, inside sentences or in link lists (footers, sitemaps). With a router, pass its link
 * as the child with `asChild` (`<Link asChild><RouterLink to="/about">About</RouterLink></Link>`),
 * so this package needs no router. `external` opens another site in a new tab with `rel="noopener
 * noreferrer"`, shows a small arrow and adds a visually hidden "(opens in a new tab)". For actions
 * that look like buttons, use `Button asChild`.
 *
 * **Accessibility:** links are underlined by default so they are not told apart by colour alone;
 * use `underline="hover"` only where layout already marks them as links (navigation lists). Focus
 * shows the theme's ring.
 */
export function Link({
  asChild = false,
  external = false,
  externalLabel = '(opens in a new tab)',
  tone,
  underline,
  className,
  children,
  ...props
}: LinkProps) {
  const Component = asChild ? Slot : 'a';
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Component
      className={cx(link({ tone, underline }), className)}
      data-tone={tone ?? 'accent'}
      data-external={external || undefined}
      {...externalProps}
      {...props}
    >
      <Slottable>{children}</Slottable>
      {external ? (
        <>
          <ExternalArrow />
          <VisuallyHidden> {externalLabel}</VisuallyHidden>
        </>
      ) : null}
    </Component>
  );
}
