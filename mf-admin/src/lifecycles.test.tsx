import { describeRemoteLifecycles } from '@shalom/shared/remote/testing';
import { bootstrap, mount, unmount } from './lifecycles';

describeRemoteLifecycles({
  name: 'mf-admin',
  lifecycles: { bootstrap, mount, unmount },
  mountsOn: { path: '/feedback', heading: 'Feedback' },
  linkOut: { name: 'Cancel', to: '/' },
  alsoOwns: { path: '/admin/feedback', heading: 'Feedback Dashboard' },
  hebrewHeading: 'משוב',
});
