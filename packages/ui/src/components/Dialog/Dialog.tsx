import { Cross2Icon } from '@radix-ui/react-icons';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../_internal/cx';
import {
  body,
  closeButton,
  closeIcon,
  content,
  description,
  footer,
  overlay,
  title,
  type DialogSize,
} from './Dialog.css';
import type { AsChildProp } from '../_internal/asChildProp';

export type DialogRootProps = ComponentPropsWithRef<typeof RadixDialog.Root> & {
  /** Whether the dialog is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes: the trigger, ×, Escape, a backdrop click, a Close part. */
  onOpenChange?: (open: boolean) => void;
  /** `true` (default) makes the page behind inert and traps focus; keep it for every dialog. */
  modal?: boolean;
};

/**
 * Holds the open state. Uncontrolled (`defaultOpen`) or controlled (`open` with `onOpenChange`).
 * Modal by default: focus is trapped inside, the page behind is inert and does not scroll.
 */
function Root(props: DialogRootProps) {
  return <RadixDialog.Root {...props} />;
}

export type DialogTriggerProps = ComponentPropsWithRef<typeof RadixDialog.Trigger> & {
  /** Default `true` here: your button (the one child) becomes the trigger. */
  asChild?: boolean;
};

/** The element that opens the dialog. Pass your button as the child; focus returns to it on close. */
function Trigger({ asChild = true, ...props }: DialogTriggerProps) {
  return <RadixDialog.Trigger asChild={asChild} {...props} />;
}

export type DialogContentProps = ComponentPropsWithRef<typeof RadixDialog.Content> &
  AsChildProp & {
    /** Panel width: `sm` 28rem, `md` 36rem (default), `lg` 52rem, `full` the whole viewport. */
    size?: DialogSize;
    /** Accessible name of the × button. Defaults to `Close`. */
    closeLabel?: string;
    /** Hides the × button; only do it when the dialog has another visible way to close. */
    hideCloseButton?: boolean;
    /** Class of the backdrop. */
    overlayClassName?: string;
  };

/**
 * The dialog panel, rendered in a portal over a backdrop. It carries the × close button, traps
 * focus, locks page scroll, and closes on ×, a backdrop click or Escape. Put a `Dialog.Title` in
 * it (its accessible name) and, usually, a `Dialog.Description`; without a description pass
 * `aria-describedby={undefined}`.
 */
function Content({
  size = 'md',
  closeLabel = 'Close',
  hideCloseButton = false,
  overlayClassName,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={cx(overlay, overlayClassName)} data-dialog-overlay="" />
      <RadixDialog.Content className={cx(content({ size }), className)} data-size={size} {...props}>
        {children}
        {hideCloseButton ? null : (
          <RadixDialog.Close className={closeButton} aria-label={closeLabel}>
            <Cross2Icon className={closeIcon} aria-hidden="true" focusable="false" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export type DialogTitleProps = ComponentPropsWithRef<typeof RadixDialog.Title> & AsChildProp;

/** The dialog's heading (an `h2`) and accessible name. Required. */
function Title({ className, ...props }: DialogTitleProps) {
  return <RadixDialog.Title className={cx(title, className)} {...props} />;
}

export type DialogDescriptionProps = ComponentPropsWithRef<typeof RadixDialog.Description> &
  AsChildProp;

/** A sentence that describes the dialog, read after its name. */
function Description({ className, ...props }: DialogDescriptionProps) {
  return <RadixDialog.Description className={cx(description, className)} {...props} />;
}

export type DialogCloseProps = ComponentPropsWithRef<typeof RadixDialog.Close> & {
  /** Default `true` here: your button (the one child) closes the dialog. */
  asChild?: boolean;
};

/** Closes the dialog when clicked; pass your own button (e.g. "Cancel", "Done") as the child. */
function Close({ asChild = true, ...props }: DialogCloseProps) {
  return <RadixDialog.Close asChild={asChild} {...props} />;
}

export type DialogBodyProps = ComponentPropsWithRef<'div'>;

/** The dialog's main content, with even spacing between paragraphs, fields or lists. */
function Body({ className, ...props }: DialogBodyProps) {
  return <div className={cx(body, className)} {...props} />;
}

export type DialogFooterProps = ComponentPropsWithRef<'div'>;

/**
 * The actions row: right-aligned on wider screens; stacked full-width on phones with the first
 * child (put the main action last in source order) at the bottom.
 */
function Footer({ className, ...props }: DialogFooterProps) {
  return <div className={cx(footer, className)} {...props} />;
}

/**
 * A modal dialog as a namespace of parts:
 * `Dialog.Root`, `Dialog.Trigger`, `Dialog.Content`, `Dialog.Title`, `Dialog.Description`,
 * `Dialog.Body`, `Dialog.Footer`, `Dialog.Close`.
 *
 * A modal dialog on `@radix-ui/react-dialog`, as a namespace of parts: `Dialog.Root` (state;
 * controlled with `open`/`onOpenChange` or not), `Dialog.Trigger` (your button as its child),
 * `Dialog.Content` (portal, backdrop, panel, the × button; sizes `sm`, `md`, `lg`, `full`),
 * `Dialog.Title`, `Dialog.Description`, `Dialog.Body`, `Dialog.Footer` and `Dialog.Close` (your
 * button as its child). Use it for a focused task or detail view that must not lose the page
 * behind; for a yes/no decision use ConfirmDialog. Accessibility: the panel is a `dialog` named by
 * its Title and described by its Description (pass `aria-describedby={undefined}` when there is
 * none); focus moves in, is trapped, and returns to the trigger on close; the page behind is inert
 * and does not scroll; ×, a backdrop click and Escape close it; the × button is named "Close"
 * (change it with `closeLabel`). Animations use the theme durations, which shrink under reduced
 * motion.
 */
export const Dialog = { Root, Trigger, Content, Title, Description, Close, Body, Footer };

// Named exports of the parts for Storybook's docgen, which documents only exported functions:
// without them the props tables of `Dialog.Root` and its siblings stayed empty. The package
// exports the namespace alone (see index.ts).
export {
  Root as DialogRoot,
  Trigger as DialogTrigger,
  Content as DialogContent,
  Title as DialogTitle,
  Description as DialogDescription,
  Close as DialogClose,
  Body as DialogBody,
  Footer as DialogFooter,
};
