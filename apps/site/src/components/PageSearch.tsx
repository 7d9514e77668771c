import { Stack, TextField } from '@studio/ui';
import type { ReactNode } from 'react';
import * as styles from './PageSearch.css';
import { SearchIcon } from './SearchIcon';

export interface PageSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown inside the search landmark after the field, e.g. a live status line. */
  children?: ReactNode;
}

/** A page's own search box (help, FAQ, search results): a search landmark around one field. */
export function PageSearch({
  label,
  placeholder,
  value,
  onValueChange,
  children,
}: PageSearchProps) {
  return (
    <Stack role="search" gap="2" className={styles.search}>
      <TextField
        type="search"
        label={label}
        placeholder={placeholder}
        leadingIcon={<SearchIcon />}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {children}
    </Stack>
  );
}
