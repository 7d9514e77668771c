export { Badge, type BadgeProps } from './Badge';
export { badgeSizes, badgeTones, type BadgeTone } from './Badge.css';
