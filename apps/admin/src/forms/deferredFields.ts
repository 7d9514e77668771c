import { createContext, useContext } from 'react';

/**
 * Where a field too costly to hand to the form on every key (the article body, whose value is
 * its whole document as JSON) reports its changes: that it changed, and how to read its value
 * then. The form gets the value when it is about to be kept or sent.
 */
export type DeferredFields = {
  changed: (name: string, read: () => unknown) => void;
};

export const DeferredFieldsContext = createContext<DeferredFields | null>(null);

/** The form's deferred fields, or null where every change goes to the form at once. */
export const useDeferredFields = (): DeferredFields | null => useContext(DeferredFieldsContext);
