import { useComposedRefs } from '@radix-ui/react-compose-refs';
import {
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ComponentType,
  type SyntheticEvent,
} from 'react';
import { intentLoader } from '../_internal/intentLoader';
import { cx } from '../_internal/cx';
import { Avatar } from '../Avatar';
import type { TeamModalProps } from '../TeamModal';
import * as styles from './TeamCard.css';

type Modal = ComponentType<TeamModalProps>;
/** The modal's code (TeamModal on the Radix Dialog stack), loaded once on the first sign of intent. */
const { load: loadModal, loaded: loadedModalNow } = intentLoader<Modal>(() =>
  import('../TeamModal/TeamModal').then((module) => module.TeamModal),
);

export type TeamCardProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'onClick'> &
  Pick<TeamModalProps, 'member' | 'experience' | 'socialLabel' | 'onImageError'> & {
    /** Fetch the portrait at once with high priority, for cards in the first screenful. */
    priority?: boolean;
  };

/**
 * A team member's card: portrait, name and role. The whole card is one button that opens the
 * member's TeamModal. When the portrait is missing or fails, the first letter of the name shows on
 * a coloured tile and `onImageError` receives the URL. Use TeamGrid for the section.
 * Accessibility: the button is named by the name and role, announces that it opens a dialog
 * (`aria-haspopup`, `aria-expanded`), and gets focus back when the modal closes.
 * The modal's code loads on the first sign of intent on the card (pointer over, focus, touch, a
 * press); a press made while it loads opens the modal when it arrives.
 */
export function TeamCard({
  member,
  experience,
  socialLabel,
  onImageError,
  priority,
  className,
  type,
  ref,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: TeamCardProps) {
  const [open, setOpen] = useState(false);
  const card = useRef<HTMLButtonElement>(null);
  const cardRef = useComposedRefs(card, ref);
  const modalId = `team-modal-${useId()}`;
  // (An initialiser function: a component passed directly would be called as one.)
  const [Modal, setModal] = useState<Modal | undefined>(() => loadedModalNow());
  const prepareModal = () => {
    if (Modal) return;
    loadModal().then(
      (loaded) => setModal(() => loaded),
      () => undefined,
    );
  };
  // The app's own handlers run first, as they did when the card was a Radix trigger.
  const withPrepare =
    <Event extends SyntheticEvent<HTMLButtonElement>>(handler?: (event: Event) => void) =>
    (event: Event) => {
      handler?.(event);
      prepareModal();
    };

  return (
    <>
      <button
        type={type ?? 'button'}
        className={cx(styles.card, className)}
        {...props}
        ref={cardRef}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && Modal ? modalId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={withPrepare(onPointerEnter)}
        onTouchStart={withPrepare(onTouchStart)}
        onFocus={withPrepare(onFocus)}
        onClick={() => {
          prepareModal();
          setOpen(true);
        }}
      >
        {/* The name is written below, so the portrait is decorative in the card's name. */}
        <Avatar
          name={member.name}
          src={member.image}
          srcSet={member.imageSrcSet}
          imagePosition={member.imagePosition}
          priority={priority}
          alt=""
          size="lg"
          onImageError={onImageError}
        />
        <span className={styles.name}>{member.name}</span>
        {/* Separates name and role in the accessible name; a flex container hides the space. */}{' '}
        <span className={styles.role}>{member.role}</span>
      </button>
      {Modal ? (
        <Modal
          id={modalId}
          member={member}
          open={open}
          onOpenChange={setOpen}
          returnFocusRef={card}
          experience={experience}
          socialLabel={socialLabel}
          onImageError={onImageError}
        />
      ) : null}
    </>
  );
}
