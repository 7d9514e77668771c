import { Pagination, type PaginationProps } from '@studio/ui';
import * as styles from './SectionPager.css';

/** The pager under a section's list; nothing until the list's total is known. */
export function SectionPager({
  total,
  ...props
}: Omit<PaginationProps, 'total' | 'className'> & { total: number | undefined }) {
  return total === undefined ? null : (
    <Pagination {...props} className={styles.pager} total={total} />
  );
}
