export { Badge, badgeVariantLabel, badgeVariantTone, type BadgeProps } from './Badge';
export {
  badgeSizes,
  badgeTones,
  badgeVariants,
  releaseBadgeVariants,
  statusBadgeVariants,
  type BadgeTone,
  type BadgeVariant,
  type ReleaseBadgeVariant,
  type StatusBadgeVariant,
} from './Badge.css';
