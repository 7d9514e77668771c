// Lexical rich-text nodes for tests, written once for the contracts' own tests and the API's.
// Exported as `@studio/contracts/testing` under the `source` condition only: never built or
// shipped with the package.

/** A text node; `format` is Lexical's bit set (1 bold, 2 italic, 16 code). */
export const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
});

/** The fields every element node carries. */
export const element = { direction: 'ltr', format: '', indent: 0, version: 1 } as const;

export const paragraph = (...children: unknown[]) => ({ ...element, type: 'paragraph', children });

/** A whole document: its root holding `children`. */
export const doc = (...children: unknown[]) => ({ root: { ...element, type: 'root', children } });
