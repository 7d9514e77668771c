import { EyeClosedIcon, EyeOpenIcon } from '@radix-ui/react-icons';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useRef, type ComponentPropsWithRef, type RefObject } from 'react';
import { cx } from './cx';
import { visibilityToggle } from './VisibilityToggle.css';

const Eye = () => <EyeOpenIcon width="18" height="18" aria-hidden="true" focusable="false" />;
const EyeOff = () => <EyeClosedIcon width="18" height="18" aria-hidden="true" focusable="false" />;

type VisibilityToggleProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  /** Whether the secret is currently shown. */
  visible: boolean;
  /** The field being typed in: a mouse press on the toggle must not pull focus out of it. */
  field: RefObject<HTMLInputElement | null>;
  showLabel: string;
  hideLabel: string;
};

/**
 * The show/hide button of PasswordInput and OtpInput. Its name says what pressing it does and
 * `aria-pressed` says whether the secret is shown.
 */
export function VisibilityToggle({
  visible,
  showLabel,
  hideLabel,
  field,
  className,
  ...props
}: VisibilityToggleProps) {
  return (
    <button
      type="button"
      className={cx(visibilityToggle, className)}
      aria-pressed={visible}
      aria-label={visible ? hideLabel : showLabel}
      onMouseDown={(event) => {
        if (document.activeElement === field.current) event.preventDefault();
      }}
      {...props}
    >
      {visible ? <EyeOff /> : <Eye />}
    </button>
  );
}

type VisibilityOptions = {
  /** Whether the secret is shown (controlled). */
  visible: boolean | undefined;
  /** Whether it starts shown (uncontrolled). */
  defaultVisible: boolean;
  onVisibleChange: ((visible: boolean) => void) | undefined;
  /** The component, named in Radix's warning when it switches between controlled and not. */
  caller: string;
  showLabel: string;
  hideLabel: string;
  disabled: boolean | undefined;
  /** Runs just before the secret is shown or masked, with the field (to keep its selection). */
  beforeToggle?: (field: HTMLInputElement | null) => void;
};

/**
 * What PasswordInput and OtpInput share about showing their secret: whether it is shown
 * (controlled or not), the ref their input must carry, and the toggle's props.
 */
export function useVisibilityToggle({
  visible: visibleProp,
  defaultVisible,
  onVisibleChange,
  caller,
  showLabel,
  hideLabel,
  disabled,
  beforeToggle,
}: VisibilityOptions) {
  const [visible, setVisible] = useControllableState({
    prop: visibleProp,
    defaultProp: defaultVisible,
    onChange: onVisibleChange,
    caller,
  });
  const field = useRef<HTMLInputElement | null>(null);
  const toggleProps: VisibilityToggleProps = {
    visible,
    showLabel,
    hideLabel,
    disabled,
    field,
    onClick: () => {
      beforeToggle?.(field.current);
      setVisible(!visible);
    },
  };
  return { visible, field, toggleProps };
}
