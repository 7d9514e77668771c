import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { controlAdornment } from './control.css';

/**
 * The magnifying glass at the start of the site search box, drawn alike by the plain form that
 * stands before hydration (SiteSearchField) and the combobox that takes over (SiteSearch), so the
 * swap does not move a pixel. Decorative: the box is named by its label.
 */
export function SearchAdornment() {
  return (
    <span className={controlAdornment} aria-hidden="true">
      <MagnifyingGlassIcon width="18" height="18" focusable="false" />
    </span>
  );
}
