/** Radix parts' `asChild`, which Radix's own types leave without a description. */
export type AsChildProp = {
  /** Render the one child element instead of this part's own element, with the part's props and behaviour. */
  asChild?: boolean;
};
