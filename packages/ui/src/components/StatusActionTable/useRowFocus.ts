import { useEffect, useRef } from 'react';

/**
 * Where focus goes after a row's dialog closes. The control that opened it when it is still
 * there; otherwise the row's first control (its main action changed with its status); otherwise,
 * when the row has left the list (deleted, filtered out, on another page), the table's frame,
 * which the caption names. The rows often change after the dialog has closed (the list reloads),
 * so the wish is kept until the user does something else, and honoured after each render that
 * leaves focus on nothing.
 */
export function useRowFocus(regionId: string) {
  const pendingRowId = useRef<string | null>(null);

  const placeFocus = (rowId: string) => {
    const region = document.getElementById(regionId);
    const row = region?.querySelector(`tr[data-row-id="${CSS.escape(rowId)}"]`);
    (row?.querySelector<HTMLElement>('[data-row-control]') ?? region)?.focus();
  };

  useEffect(() => {
    const rowId = pendingRowId.current;
    if (rowId === null) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    placeFocus(rowId);
  });

  useEffect(() => {
    const forget = () => {
      pendingRowId.current = null;
    };
    document.addEventListener('pointerdown', forget, true);
    document.addEventListener('keydown', forget, true);
    return () => {
      document.removeEventListener('pointerdown', forget, true);
      document.removeEventListener('keydown', forget, true);
    };
  }, []);

  return (rowId: string, opener: HTMLElement | null) => {
    pendingRowId.current = rowId;
    if (opener?.isConnected) opener.focus();
    else placeFocus(rowId);
  };
}
