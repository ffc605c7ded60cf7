import { describeRemoteLifecycles } from '@shalom/shared/remote/testing';
import { bootstrap, mount, unmount } from './lifecycles';

describeRemoteLifecycles({
  name: 'mf-admin',
  lifecycles: { bootstrap, mount, unmount },
  mountsOn: { path: '/admin/feedback', heading: 'Feedback Dashboard' },
  linkOut: { name: 'Back to Dashboard', to: '/dashboard' },
  hebrewHeading: 'לוח המשובים',
});
