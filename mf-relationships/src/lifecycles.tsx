import { createRemoteLifecycles } from '@shalom/shared/remote';
import './styles.css';
import { RelationshipsRoutes } from './routes/RelationshipsRoutes';

/** What mf-relationships exposes to the shell (`./lifecycles`): see createRemoteLifecycles. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ name: 'mf-relationships', Routes: RelationshipsRoutes });
