// Server-side notification delivery of the local backend (issue 14): VAPID keys and the dispatcher
// that hands due deliveries to the send-notification function. See README.md.
export { ensureVapidKeys, VAPID_KEYS_FILE, type VapidKeyPair } from './vapid-keys';
export { startNotificationDispatcher, DEFAULT_DISPATCH_INTERVAL_MS, type NotificationDispatcher } from './dispatcher';
export { writeNotificationEmail, type NotificationEmail } from './notification-outbox';
