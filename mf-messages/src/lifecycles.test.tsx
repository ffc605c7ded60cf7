import { describeRemoteLifecycles } from '@shalom/shared/remote/testing';
import { bootstrap, mount, unmount } from './lifecycles';

describeRemoteLifecycles({
  name: 'mf-messages',
  lifecycles: { bootstrap, mount, unmount },
  mountsOn: { path: '/messages', heading: 'Messages' },
  linkOut: { name: 'Manage relationships', to: '/relationships' },
  // A thread keeps the list beside it, under the same heading.
  alsoOwns: { path: '/messages/abc', heading: 'Messages' },
  hebrewHeading: 'הודעות',
});
