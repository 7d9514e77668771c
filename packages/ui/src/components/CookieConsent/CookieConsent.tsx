import { useComposedRefs } from '@radix-ui/react-compose-refs';
import {
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithRef,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { cx } from '../_internal/cx';
import { Button } from '../Button';
import * as styles from './CookieConsent.css';

export { cookieConsentPlacements } from './CookieConsent.css';

export type CookieConsentProps = Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'> & {
  /** Shown while true. The app decides, e.g. when no choice is stored yet. */
  open: boolean;
  /** The banner's heading; it also names the region. */
  title: ReactNode;
  /** The heading's level in the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** What the cookies are for, in a sentence or two. */
  description: ReactNode;
  /** A link after the text, e.g. to the cookie policy or settings, rendered by the app's router. */
  link?: ReactNode;
  /** Text of the accept button. Default `Accept All`. */
  acceptLabel?: string;
  /** Text of the decline button. Default `Decline`. */
  declineLabel?: string;
  /** Store the acceptance and close the banner. */
  onAccept: () => void;
  /** Store the refusal and close the banner. */
  onDecline: () => void;
  /** `fixed` (default) pins the banner to the bottom of the window; `inline` puts it in the page's flow. */
  placement?: styles.CookieConsentVariants['placement'];
} & styles.CookieConsentVariants;

/**
 * The cookie consent banner: a non-modal region (it never traps focus or blocks the page) with a
 * heading, text, an optional link and two equally prominent choices, Accept All and Decline:
 * same size, weight and style, so neither is nudged as the default.
 *
 * Controlled: it shows while `open` is true and the app stores the choice in `onAccept` /
 * `onDecline` and closes it. `placement="fixed"` (default) pins it to the bottom of the window;
 * `"inline"` puts it in the flow (previews, settings pages). After a choice made by keyboard,
 * focus returns to where it was before the visitor entered the banner.
 */
export function CookieConsent({ open, ...props }: CookieConsentProps) {
  return open ? <Banner {...props} /> : null;
}

function Banner({
  title,
  headingLevel = 2,
  description,
  link,
  acceptLabel = 'Accept All',
  declineLabel = 'Decline',
  onAccept,
  onDecline,
  placement,
  className,
  onFocus,
  ref,
  ...props
}: Omit<CookieConsentProps, 'open'>) {
  const headingId = `cookie-consent-${useId()}`;
  const sectionRef = useRef<HTMLElement | null>(null);
  const composedRef = useComposedRefs(ref, sectionRef);
  const cameFrom = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const section = sectionRef.current;
    const doc = section?.ownerDocument;
    return () => {
      // The choice removes the button that had focus: give focus back to where the visitor was
      // before entering the banner, instead of dropping it to the top of the page.
      const active = doc?.activeElement;
      const focusLost = !active || active === doc?.body || section?.contains(active);
      if (focusLost && cameFrom.current?.isConnected) cameFrom.current.focus();
    };
  }, []);

  const rememberOrigin = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
    onFocus?.(event);
  };

  const Heading = `h${headingLevel}` as const;
  return (
    <section
      ref={composedRef}
      aria-labelledby={headingId}
      className={cx(styles.banner({ placement }), className)}
      data-placement={placement ?? 'fixed'}
      onFocus={rememberOrigin}
      {...props}
    >
      <div className={styles.inner}>
        <div className={styles.body}>
          <Heading id={headingId} className={styles.title}>
            {title}
          </Heading>
          <p className={styles.description}>
            {description}
            {link ? <> {link}</> : null}
          </p>
        </div>
        <div className={styles.actions}>
          {/* The same variant and size on purpose: declining must be as easy as accepting. */}
          <Button variant="secondary" className={styles.choice} onClick={onAccept}>
            {acceptLabel}
          </Button>
          <Button variant="secondary" className={styles.choice} onClick={onDecline}>
            {declineLabel}
          </Button>
        </div>
      </div>
    </section>
  );
}
