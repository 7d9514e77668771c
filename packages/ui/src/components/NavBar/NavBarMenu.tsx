import { Cross2Icon } from '@radix-ui/react-icons';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './NavBar.css';

export type NavBarMenuProps = {
  /** The dialog's id, which the menu button's `aria-controls` names. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bar's menu button: focus returns to it when the menu closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  title: string;
  closeLabel: string;
  /** The home link, at the top of the panel. */
  home: ReactNode;
  /** The panel's navigation. */
  children: ReactNode;
};

/**
 * The NavBar's modal menu (Radix Dialog: focus trap, Escape, scroll lock, outside click). Its own
 * module, which NavBar loads when a visitor shows intent on the menu button, so pages that never
 * open the menu never load the dialog's code.
 */
export function NavBarMenu({
  id,
  open,
  onOpenChange,
  trigger,
  title,
  closeLabel,
  home,
  children,
}: NavBarMenuProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-navbar-overlay="" />
        <RadixDialog.Content
          id={id}
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The bar's button is not a Radix trigger: give it focus back by hand.
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <VisuallyHidden>
            <RadixDialog.Title>{title}</RadixDialog.Title>
          </VisuallyHidden>
          <div className={styles.panelHeader}>
            {home}
            <RadixDialog.Close className={styles.menuButton} aria-label={closeLabel}>
              <Cross2Icon className={styles.icon} aria-hidden="true" focusable="false" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
