import { Fragment, type ReactNode } from 'react';

/**
 * Text with optional line breaks before each `@` and `.`, so an email address or a domain that
 * cannot fit wraps between its parts rather than mid-word. `<wbr>` adds no character: copying the
 * text copies the address unchanged.
 */
export function wrapPoints(text: string): ReactNode {
  const parts = text.split(/(?=[@.])/);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
