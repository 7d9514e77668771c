// Styling helpers for consumers that write their own vanilla-extract styles on the contract.
export { vars } from './theme/contract.css';
export { sprinkles, type Sprinkles } from './styles/sprinkles.css';
export { media } from './styles/media';
export { breakpoints } from './theme/tokens';
export { focusOutline, focusOutlineInset, focusRing } from './styles/focus.css';
// Small-block styles the package's blocks share, for an app's own blocks of the same kind.
export { anchorTarget, blockTitle, columnList, quietNote } from './styles/blocks.css';
// Layout and surface rules as plain objects, to spread into an app's own `style()`.
export {
  bareList,
  centredRow,
  cluster,
  eyebrow,
  inlineCentred,
  centred,
  inlineRow,
  mutedSmall,
  pageColumn,
  popupSurface,
  stack,
  surfacePanel,
  toneSubtle,
  truncate,
} from './styles/layout';
