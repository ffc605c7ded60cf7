import { createRemoteLifecycles } from '@shalom/shared/remote';
import './styles.css';
import { AiGuidanceRoutes } from './routes/AiGuidanceRoutes';

/** What mf-ai-guidance exposes to the shell (`./lifecycles`): see createRemoteLifecycles. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ name: 'mf-ai-guidance', Routes: AiGuidanceRoutes });
