// Exposed as './unread-indicator' (webpack.config.ts); the shell's header slot starts it.
export { startUnreadIndicator, lastSeenKey, type UnreadIndicator, type UnreadIndicatorOptions } from './unreadIndicator';
