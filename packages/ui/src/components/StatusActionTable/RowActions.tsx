import { DotsHorizontalIcon } from '@radix-ui/react-icons';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef, useState } from 'react';
import { Button } from '../Button';
import { RowActionDialog } from './RowActionDialog';
import type { RowAction, RowActionInput, RowFact } from './types';
import * as styles from './StatusActionTable.css';

const buttonVariant = { neutral: 'secondary', primary: 'primary', critical: 'secondary' } as const;

export type RowActionsProps<Row> = {
  row: Row;
  /** Names the row in the controls' accessible names: "Publish Meera Joshi". */
  rowLabel: string;
  actions: readonly RowAction<Row>[];
  /** The facts a confirmation of this action shows. */
  factsFor: (action: RowAction<Row>) => RowFact[];
  reasonRequiredMessage: string;
  /** Runs an action (confirmed, or needing no confirmation); `opener` is the control used. */
  run: (
    action: RowAction<Row>,
    input: RowActionInput,
    opener: HTMLElement | null,
  ) => void | Promise<unknown>;
  /** Puts focus back after a confirmation closes: on `opener`, or where the row now is. */
  returnFocus: (opener: HTMLElement | null) => void;
};

/**
 * A row's controls: its main action as a button, and a labelled menu ("More actions for …") with
 * the others. A confirmation opens from either; when it closes, focus goes back to the control
 * that opened it.
 */
export function RowActions<Row>({
  row,
  rowLabel,
  actions,
  factsFor,
  reasonRequiredMessage,
  run,
  returnFocus,
}: RowActionsProps<Row>) {
  const main = actions.find((action) => action.main) ?? actions[0];
  const others = actions.filter((action) => action !== main);
  const [confirming, setConfirming] = useState<RowAction<Row> | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const chosenInMenu = useRef<RowAction<Row> | null>(null);
  const menuTrigger = useRef<HTMLButtonElement>(null);

  const start = (action: RowAction<Row>, control: HTMLElement | null) => {
    opener.current = control;
    if (action.confirm) setConfirming(action);
    else void run(action, {}, control);
  };

  return (
    <div className={styles.actions}>
      {main ? (
        <Button
          // One element whatever the main action is: when the status moves on (Publish becomes
          // View), focus stays on the row's button.
          key="main"
          size="sm"
          variant={buttonVariant[main.tone ?? 'neutral']}
          aria-label={`${main.label} ${rowLabel}`}
          data-action={main.type}
          data-row-control=""
          onClick={(event) => start(main, event.currentTarget)}
        >
          {main.label}
        </Button>
      ) : null}
      {others.length > 0 ? (
        // Not modal: a menu of a few items needs no page-wide aria-hidden (which also left the
        // focused trigger inside hidden content) nor a focus trap; Escape and Tab close it.
        <DropdownMenu.Root key="menu" modal={false}>
          <DropdownMenu.Trigger asChild>
            <Button
              ref={menuTrigger}
              size="sm"
              variant="ghost"
              aria-label={`More actions for ${rowLabel}`}
              data-row-control=""
              endIcon={<DotsHorizontalIcon />}
            >
              More
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              className={styles.menu}
              align="end"
              sideOffset={4}
              collisionPadding={8}
              onCloseAutoFocus={(event) => {
                const chosen = chosenInMenu.current;
                if (!chosen) return;
                // The chosen action starts once focus is back on the trigger, so that its dialog
                // (the table's or the app's) returns focus there when it closes.
                event.preventDefault();
                chosenInMenu.current = null;
                menuTrigger.current?.focus();
                start(chosen, menuTrigger.current);
              }}
            >
              {others.map((action) => (
                <DropdownMenu.Item
                  key={action.type}
                  className={styles.menuItem}
                  data-tone={action.tone ?? 'neutral'}
                  data-action={action.type}
                  onSelect={() => {
                    chosenInMenu.current = action;
                  }}
                >
                  {action.label}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : null}
      <RowActionDialog
        action={confirming}
        row={row}
        rowLabel={rowLabel}
        facts={confirming ? factsFor(confirming) : []}
        reasonRequiredMessage={reasonRequiredMessage}
        onConfirm={(action, input) => run(action, input, opener.current)}
        onClose={() => setConfirming(null)}
        onClosed={() => returnFocus(opener.current)}
      />
    </div>
  );
}
