import { describeRemoteLifecycles } from '@shalom/shared/remote/testing';
import { bootstrap, mount, unmount } from './lifecycles';

describeRemoteLifecycles({
  name: 'mf-ai-guidance',
  lifecycles: { bootstrap, mount, unmount },
  mountsOn: { path: '/ai', heading: 'AI Relationship Guidance' },
  linkOut: { name: 'Open Messages', to: '/messages' },
  alsoOwns: { path: '/test-chat', heading: 'Test Chat' },
  hebrewHeading: 'הדרכה זוגית בבינה מלאכותית',
});
