import { describeRemoteLifecycles } from '@shalom/shared/remote/testing';
import { bootstrap, mount, unmount } from './lifecycles';

describeRemoteLifecycles({
  name: 'mf-relationships',
  lifecycles: { bootstrap, mount, unmount },
  mountsOn: { path: '/relationships', heading: 'Family & Relationship Links' },
  linkOut: { name: 'Next: AI Guidance', to: '/ai' },
  alsoOwns: { path: '/connect/abc', heading: 'Connect' },
  hebrewHeading: 'קשרי משפחה וזוגיות',
});
