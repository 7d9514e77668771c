import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useEffect, useRef, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { Button } from '../Button';
import { Switch } from '../Switch';
import * as styles from './CookiePreferences.css';

export type CookieCategory = {
  /** The key in the preferences object, e.g. `analytics`. */
  id: string;
  label: ReactNode;
  description?: ReactNode;
  /** Always on and cannot change (necessary cookies). */
  locked?: boolean;
  /** On after Reset. Locked categories are always on. Default false. */
  defaultEnabled?: boolean;
};

/** Whether each category is allowed, keyed by category id. */
export type CookiePreferencesValue = Record<string, boolean>;

/** What Reset restores: locked and `defaultEnabled` categories on, every other one off. */
export function defaultCookiePreferences(
  categories: ReadonlyArray<CookieCategory>,
): CookiePreferencesValue {
  return Object.fromEntries(
    categories.map((category) => [category.id, !!(category.locked || category.defaultEnabled)]),
  );
}

/**
 * The value with every category present, locked ones forced on, anything that is not a boolean
 * (a corrupt stored value) replaced by the default, unknown keys dropped.
 */
function normalise(
  categories: ReadonlyArray<CookieCategory>,
  value: CookiePreferencesValue,
): CookiePreferencesValue {
  return Object.fromEntries(
    categories.map((category) => {
      const stored = value[category.id];
      const enabled = typeof stored === 'boolean' ? stored : !!category.defaultEnabled;
      return [category.id, category.locked ? true : enabled];
    }),
  );
}

type Status = { tone: 'success' | 'critical'; text: ReactNode; key: number };

export type CookiePreferencesProps = Omit<
  ComponentPropsWithRef<'div'>,
  'defaultValue' | 'onChange' | 'children'
> & {
  /** One switch per category, in this order. */
  categories: ReadonlyArray<CookieCategory>;
  /** The switches' state (controlled). */
  value?: CookiePreferencesValue;
  /** The state at first when uncontrolled, e.g. what the app read from storage. */
  defaultValue?: CookiePreferencesValue;
  /** Every flip, with the whole new value. */
  onValueChange?: (value: CookiePreferencesValue) => void;
  /** Store the choices. May be async; a throw or rejection shows `errorMessage` and keeps them. */
  onSave: (value: CookiePreferencesValue) => void | Promise<void>;
  /** Called after Reset put the switches back to their defaults, with that value. */
  /** Store the defaults Reset restored. May be async; a throw or rejection shows `errorMessage`. */
  onReset?: (value: CookiePreferencesValue) => void | Promise<void>;
  /** Names the group of switches for screen readers, e.g. `Cookie categories`. */
  label: string;
  /** Text of the save button. Default `Save Preferences`. */
  saveLabel?: string;
  /** Text of the reset button. Default `Reset to Default`. */
  resetLabel?: string;
  /** Shown beside a locked switch. */
  lockedLabel?: string;
  /** The status banner after a successful save, e.g. `Cookie preferences saved successfully!` */
  savedMessage: ReactNode;
  /** The status banner after Reset, e.g. `Cookie preferences reset to default!` */
  resetMessage: ReactNode;
  /** The status banner when `onSave` or `onReset` fails; it stays until the next action. */
  errorMessage?: ReactNode;
  /** How long a success banner stays, in milliseconds. Default 3000. */
  statusDuration?: number;
};

/**
 * Cookie settings: one Switch per category (a `locked` one, such as necessary cookies, is always
 * on and cannot change), Save and Reset, and a status banner with the app's words, announced
 * politely and hidden after `statusDuration` (3000 ms).
 *
 * The package stores nothing: `onSave` receives the value to keep, `defaultValue` (or `value`)
 * brings it back. Reset puts the switches back to each category's default and calls `onReset`.
 */
export function CookiePreferences({
  categories,
  value: valueProp,
  defaultValue,
  onValueChange,
  onSave,
  onReset,
  label,
  saveLabel = 'Save Preferences',
  resetLabel = 'Reset to Default',
  lockedLabel = 'Always on',
  savedMessage,
  resetMessage,
  errorMessage = 'Your choices could not be saved. Please try again.',
  statusDuration = 3000,
  className,
  ...props
}: CookiePreferencesProps) {
  const [rawValue, setValue] = useControllableState<CookiePreferencesValue>({
    prop: valueProp,
    defaultProp: defaultValue ?? defaultCookiePreferences(categories),
    onChange: onValueChange,
  });
  const value = normalise(categories, rawValue);
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const statusCount = useRef(0);

  useEffect(() => {
    if (!status || status.tone !== 'success') return undefined;
    const id = window.setTimeout(() => setStatus(null), statusDuration);
    return () => window.clearTimeout(id);
  }, [status, statusDuration]);

  const run = async (
    action: ((next: CookiePreferencesValue) => void | Promise<void>) | undefined,
    next: CookiePreferencesValue,
    success: ReactNode,
  ) => {
    setBusy(true);
    try {
      await action?.(next);
      // A new key each time re-announces the same words after a second save.
      setStatus({ tone: 'success', text: success, key: ++statusCount.current });
    } catch {
      setStatus({ tone: 'critical', text: errorMessage, key: ++statusCount.current });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={cx(styles.root, className)} {...props}>
      <div role="group" aria-label={label} className={styles.list}>
        {categories.map((category) => (
          <Switch
            key={category.id}
            className={styles.item}
            label={category.label}
            description={category.description}
            checked={value[category.id]}
            disabled={category.locked}
            stateLabel={category.locked ? lockedLabel : undefined}
            onCheckedChange={(checked) => setValue({ ...value, [category.id]: checked })}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button loading={busy} onClick={() => run(onSave, value, savedMessage)}>
          {saveLabel}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            const defaults = defaultCookiePreferences(categories);
            setValue(defaults);
            void run(onReset, defaults, resetMessage);
          }}
        >
          {resetLabel}
        </Button>
      </div>
      <div role="status">
        {status ? (
          <p key={status.key} className={styles.status({ tone: status.tone })}>
            {status.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
