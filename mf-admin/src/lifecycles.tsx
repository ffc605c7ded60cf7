import { createRemoteLifecycles } from '@shalom/shared/remote';
import './styles.css';
import { AdminRoutes } from './routes/AdminRoutes';

/** What mf-admin exposes to the shell (`./lifecycles`): see createRemoteLifecycles. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ name: 'mf-admin', Routes: AdminRoutes });
