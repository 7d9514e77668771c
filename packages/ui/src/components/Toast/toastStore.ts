import type { ReactNode } from 'react';

/** The four kinds of toast. */
export const toastTypes = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof toastTypes)[number];

/** Default time on screen, in milliseconds. */
export const DEFAULT_TOAST_DURATION = 5000;

export type ToastAction = {
  /** The button's label, e.g. `Undo`. */
  label: string;
  /**
   * How a screen-reader user can do the same without the toast (the toast may vanish before they
   * reach it), e.g. `Restore the order from the Cancelled tab`. Defaults to `label`.
   */
  altText?: string;
  onClick: () => void;
};

export type ToastOptions = {
  /** Give an id to replace a toast that is still shown instead of stacking another. Generated when omitted. */
  id?: string;
  /** The secondary line under the title. */
  message?: ReactNode;
  /** Milliseconds on screen; `0` keeps it until dismissed. Defaults to the provider's duration (5000). */
  duration?: number;
  /** An optional button in the toast. */
  action?: ToastAction;
};

/** Everything one toast shows. */
export type ToastInput = ToastOptions & {
  type?: ToastType;
  title: ReactNode;
};

export type ToastRecord = {
  id: string;
  type: ToastType;
  title: ReactNode;
  message?: ReactNode;
  /** `undefined` means the provider's default. */
  duration?: number;
  action?: ToastAction;
  /** False while the exit animation plays, before the record is removed. */
  open: boolean;
  /** Bumped when a toast with the same id is shown again, so its timer restarts. */
  version: number;
};

type Listener = () => void;

// One store per JavaScript realm: `toast.success()` works from anywhere (event handlers, API
// helpers, router actions), and toasts raised before <ToastProvider> mounts wait here and appear
// as soon as it does.
let records: ReadonlyArray<ToastRecord> = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

/** Time a closed toast stays mounted so its exit animation can finish (longer than vars.duration.slow). */
const REMOVE_AFTER_MS = 1000;

function emit() {
  for (const listener of listeners) listener();
}

function set(next: ReadonlyArray<ToastRecord>) {
  records = next;
  emit();
}

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => records,
  getServerSnapshot: (): ReadonlyArray<ToastRecord> => [],

  show(input: ToastInput): string {
    const id = input.id ?? `toast-${++counter}`;
    const existing = records.find((record) => record.id === id);
    const pendingRemoval = removalTimers.get(id);
    if (pendingRemoval) {
      clearTimeout(pendingRemoval);
      removalTimers.delete(id);
    }
    const record: ToastRecord = {
      id,
      type: input.type ?? 'info',
      title: input.title,
      message: input.message,
      duration: input.duration,
      action: input.action,
      open: true,
      version: (existing?.version ?? 0) + 1,
    };
    set(existing ? records.map((item) => (item.id === id ? record : item)) : [...records, record]);
    return id;
  },

  /** Closes one toast (with its exit animation), or every toast when no id is given. */
  dismiss(id?: string) {
    const closing = records.filter(
      (record) => record.open && (id === undefined || record.id === id),
    );
    if (closing.length === 0) return;
    const ids = new Set(closing.map((record) => record.id));
    set(records.map((record) => (ids.has(record.id) ? { ...record, open: false } : record)));
    for (const closedId of ids) {
      removalTimers.set(
        closedId,
        setTimeout(() => {
          removalTimers.delete(closedId);
          set(records.filter((record) => record.id !== closedId || record.open));
        }, REMOVE_AFTER_MS),
      );
    }
  },

  /** Removes every toast at once, without animation. For tests and stories. */
  reset() {
    for (const timer of removalTimers.values()) clearTimeout(timer);
    removalTimers.clear();
    set([]);
  },
};

type ShowByType = (title: ReactNode, options?: ToastOptions) => string;

export type ToastFunction = {
  /** Shows a toast and returns its id. */
  (input: ToastInput): string;
  success: ShowByType;
  error: ShowByType;
  warning: ShowByType;
  info: ShowByType;
  /** Closes the toast with this id, or all toasts when called without one. */
  dismiss: (id?: string) => void;
};

const byType =
  (type: ToastType): ShowByType =>
  (title, options) =>
    toastStore.show({ ...options, type, title });

/**
 * Shows toasts from anywhere, inside or outside React: `toast.success('Saved')`,
 * `toast.error('Could not send', { message: 'Check your connection.' })`,
 * `toast({ type: 'warning', title, message, duration: 0 })`, `toast.dismiss(id)`.
 * They appear in the mounted `<ToastProvider>`; calls made before it mounts are kept and shown when it does.
 */
export const toast: ToastFunction = Object.assign((input: ToastInput) => toastStore.show(input), {
  success: byType('success'),
  error: byType('error'),
  warning: byType('warning'),
  info: byType('info'),
  dismiss: (id?: string) => toastStore.dismiss(id),
});
