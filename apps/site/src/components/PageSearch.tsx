import { TextField } from '@studio/ui';
import type { ReactNode } from 'react';
import * as styles from './PageSearch.css';
import { SearchIcon } from './SearchIcon';

export interface PageSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Added to the search landmark, e.g. to lay out a status line given as children. */
  className?: string;
  /** Shown inside the search landmark after the field, e.g. a live status line. */
  children?: ReactNode;
}

/** A page's own search box (help, FAQ, search results): a search landmark around one field. */
export function PageSearch({
  label,
  placeholder,
  value,
  onValueChange,
  className,
  children,
}: PageSearchProps) {
  return (
    <div role="search" className={className ? `${styles.search} ${className}` : styles.search}>
      <TextField
        type="search"
        label={label}
        placeholder={placeholder}
        leadingIcon={<SearchIcon />}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {children}
    </div>
  );
}
