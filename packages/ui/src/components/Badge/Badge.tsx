import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../_internal/cx';
import { badge, type BadgeRecipeVariants, type BadgeTone, type BadgeVariant } from './Badge.css';

/** The tone each semantic variant is drawn in. */
export const badgeVariantTone: Record<BadgeVariant, BadgeTone> = {
  'latest-released': 'success',
  'coming-soon': 'info',
  'post-production': 'warning',
  pending: 'warning',
  approved: 'success',
  rejected: 'critical',
  blocked: 'critical',
  frozen: 'info',
  active: 'success',
  deleted: 'neutral',
};

/** The label each semantic variant shows when no children are given. */
export const badgeVariantLabel: Record<BadgeVariant, string> = {
  'latest-released': 'Latest Release',
  'coming-soon': 'Coming Soon',
  'post-production': 'Post-Production',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  blocked: 'Blocked',
  frozen: 'Frozen',
  active: 'Active',
  deleted: 'Deleted',
};

export type BadgeProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  /**
   * A semantic variant: a release badge (`latest-released`, `coming-soon`, `post-production`) or a
   * status (`pending`, `approved`, `rejected`, `blocked`, `frozen`, `active`, `deleted`). It picks
   * the tone and a default label.
   */
  variant?: BadgeVariant;
  /** The colour family. Defaults to the variant's tone, or `neutral`. An explicit tone wins. */
  tone?: BadgeTone;
  /** `sm` for dense tables and poster corners, `md` (default) elsewhere. */
  size?: BadgeRecipeVariants['size'];
  /** The label. Defaults to the variant's label, e.g. "Coming Soon" or "Pending". */
  children?: ReactNode;
};

/**
 * A short, non-interactive label for a release or a status. The text always says what the colour
 * means, so the badge never relies on colour alone.
 */
export function Badge({ variant, tone, size, className, children, ...props }: BadgeProps) {
  const resolvedTone = tone ?? (variant ? badgeVariantTone[variant] : 'neutral');
  return (
    <span
      className={cx(badge({ tone: resolvedTone, size }), className)}
      data-tone={resolvedTone}
      data-variant={variant}
      data-size={size ?? 'md'}
      {...props}
    >
      {children ?? (variant ? badgeVariantLabel[variant] : null)}
    </span>
  );
}
