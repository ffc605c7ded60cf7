// Exposed as './notification-bell' (webpack.config.ts); the shell's header renders it for a
// signed-in user after the first paint.
export { NotificationBell, badgeText, type NotificationBellProps } from './NotificationBell';
