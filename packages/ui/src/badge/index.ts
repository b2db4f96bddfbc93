export { Badge, type BadgeProps, type BadgeTone, badgeVariants } from './badge';
export { StatusBadge } from './status-badge';
