import { createRemoteLifecycles } from '@shalom/shared/remote';
import './styles.css';
import { MessagesRoutes } from './routes/MessagesRoutes';

/** What mf-messages exposes to the shell (`./lifecycles`): see createRemoteLifecycles. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ name: 'mf-messages', Routes: MessagesRoutes });
