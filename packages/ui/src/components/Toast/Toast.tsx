import {
  CheckIcon,
  Cross2Icon,
  ExclamationTriangleIcon,
  InfoCircledIcon,
} from '@radix-ui/react-icons';
import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore, type ReactNode } from 'react';
import { media } from '../../styles/media';
import { cx } from '../_internal/cx';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Toast.css';
import {
  DEFAULT_TOAST_DURATION,
  toast,
  toastStore,
  type ToastFunction,
  type ToastRecord,
  type ToastType,
} from './toastStore';

const defaultTypeLabels: Record<ToastType, string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Information',
};

const icons: Record<ToastType, typeof CheckIcon> = {
  success: CheckIcon,
  error: Cross2Icon,
  warning: ExclamationTriangleIcon,
  info: InfoCircledIcon,
};

function ToastIcon({ type }: { type: ToastType }) {
  const Icon = icons[type];
  return (
    <span className={styles.icon({ type })} aria-hidden="true">
      <Icon width="20" height="20" focusable="false" />
    </span>
  );
}

function subscribeToMedia(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || !window.matchMedia) return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}
const subscribeToPhone = subscribeToMedia(media.belowMobile);
const isPhone = () =>
  typeof window !== 'undefined' && !!window.matchMedia?.(media.belowMobile).matches;

export type ToastProviderProps = {
  /** The app. Toasts raised anywhere (hook or imperative `toast`) appear in this provider's viewport. */
  children?: ReactNode;
  /** Default time on screen in milliseconds for toasts that do not set their own. Default 5000. */
  duration?: number;
  /**
   * Names the notifications region (a landmark screen-reader users can jump to; F8 focuses it).
   * `{hotkey}` is replaced by the key. Default `Notifications ({hotkey})`.
   */
  label?: string;
  /** The accessible name of each toast's close button. Default `Dismiss notification`. */
  closeLabel?: string;
  /** Words read before each toast's title so the type is not conveyed by colour and icon alone. */
  typeLabels?: Partial<Record<ToastType, string>>;
  /** Class name for the viewport (the fixed list of toasts). */
  className?: string;
};

/**
 * Mount once near the root of an app. Renders the Radix toast provider and the viewport: bottom
 * right on larger screens, full width along the bottom on phones (below 768 px). Toasts pause
 * while hovered or focused, stack, close with the × button, Escape, or a swipe (right on larger
 * screens, down on phones), and are announced politely (errors assertively).
 */
export function ToastProvider({
  children,
  duration = DEFAULT_TOAST_DURATION,
  label = 'Notifications ({hotkey})',
  closeLabel = 'Dismiss notification',
  typeLabels,
  className,
}: ToastProviderProps) {
  const records = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  const phone = useSyncExternalStore(subscribeToPhone, isPhone, () => false);
  const labels = { ...defaultTypeLabels, ...typeLabels };
  return (
    <RadixToast.Provider
      duration={duration}
      swipeDirection={phone ? 'down' : 'right'}
      label="Notification"
    >
      {children}
      {records.map((record) => (
        <ToastItem
          key={`${record.id}:${record.version}`}
          record={record}
          closeLabel={closeLabel}
          typeLabel={labels[record.type]}
        />
      ))}
      <RadixToast.Viewport label={label} className={cx(styles.viewport, className)} />
    </RadixToast.Provider>
  );
}

function ToastItem({
  record,
  closeLabel,
  typeLabel,
}: {
  record: ToastRecord;
  closeLabel: string;
  typeLabel: string;
}) {
  const { id, type, title, message, duration, action } = record;
  return (
    <RadixToast.Root
      open={record.open}
      onOpenChange={(open) => {
        if (!open) toastStore.dismiss(id);
      }}
      // Radix treats 0 as "use the provider default": sticky toasts need Infinity.
      duration={duration === 0 ? Infinity : duration}
      // Errors interrupt (assertive live region); everything else waits its turn (polite).
      type={type === 'error' ? 'foreground' : 'background'}
      className={styles.toast({ type })}
      data-type={type}
      data-sticky={duration === 0 || undefined}
    >
      <ToastIcon type={type} />
      <div className={styles.body}>
        <RadixToast.Title className={styles.title}>
          <VisuallyHidden>{typeLabel}: </VisuallyHidden>
          {title}
        </RadixToast.Title>
        {message ? (
          <RadixToast.Description className={styles.message}>{message}</RadixToast.Description>
        ) : null}
        {action ? (
          <div className={styles.actions}>
            <RadixToast.Action altText={action.altText ?? action.label} asChild>
              <Button size="sm" variant="secondary" onClick={action.onClick}>
                {action.label}
              </Button>
            </RadixToast.Action>
          </div>
        ) : null}
      </div>
      <RadixToast.Close className={styles.close} aria-label={closeLabel}>
        <Cross2Icon width="18" height="18" aria-hidden="true" focusable="false" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/**
 * Shows and dismisses toasts from a component: `const { toast, dismiss } = useToast();`
 * then `toast.success('Changes saved')`. The same functions as the imperative `toast` export.
 */
export function useToast(): { toast: ToastFunction; dismiss: (id?: string) => void } {
  return { toast, dismiss: toast.dismiss };
}
