import { isWorkerNavigation, notificationTarget, parsePushPayload, sameOriginPath } from './notificationTarget';

const origin = 'https://app.example';

test('a click opens the url in the data, else the conversation, else /messages (spec §7)', () => {
  expect(notificationTarget({ url: '/relationships?tab=requests' }, origin)).toBe('/relationships?tab=requests');
  expect(notificationTarget({ url: 'https://app.example/ai' }, origin)).toBe('/ai');
  expect(notificationTarget({ conversationId: 'c-1' }, origin)).toBe('/messages?c=c-1');
  expect(notificationTarget({}, origin)).toBe('/messages');
  expect(notificationTarget(null, origin)).toBe('/messages');
});

test('a url on another site is never followed', () => {
  expect(notificationTarget({ url: 'https://evil.example/phish', conversationId: 'c-2' }, origin)).toBe('/messages?c=c-2');
  expect(notificationTarget({ url: '//evil.example/x' }, origin)).toBe('/messages');
  expect(sameOriginPath('https://evil.example/', origin)).toBeNull();
  expect(sameOriginPath('/dashboard', origin)).toBe('/dashboard');
});

test('a path that begins with "//" is another site too (openWindow would open it)', () => {
  expect(notificationTarget({ url: '/.//evil.example/x', conversationId: 'c-3' }, origin)).toBe('/messages?c=c-3');
  expect(notificationTarget({ url: 'https://app.example//evil.example' }, origin)).toBe('/messages');
  expect(sameOriginPath('/.//evil.example', origin)).toBeNull();
  expect(new URL('/.//evil.example', origin).pathname).toBe('//evil.example');
});

test('worker messages: NAVIGATE and NOTIFICATION_CLICK with a url, nothing else', () => {
  expect(isWorkerNavigation({ type: 'NAVIGATE', url: '/x' })).toBe(true);
  expect(isWorkerNavigation({ type: 'NOTIFICATION_CLICK', url: '/x' })).toBe(true);
  expect(isWorkerNavigation({ type: 'SKIP_WAITING' })).toBe(false);
  expect(isWorkerNavigation('NAVIGATE')).toBe(false);
});

test('a push payload needs a title; the rest has defaults', () => {
  expect(parsePushPayload('{"title":"New Message from Sarah","body":"hi","data":{"conversationId":"c"}}')).toEqual({
    title: 'New Message from Sarah',
    body: 'hi',
    tag: undefined,
    data: { conversationId: 'c' },
  });
  expect(parsePushPayload('{"body":"no title"}')).toBeNull();
  expect(parsePushPayload('not json')).toBeNull();
  expect(parsePushPayload(undefined)).toBeNull();
});
