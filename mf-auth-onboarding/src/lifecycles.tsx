import { createRemoteLifecycles } from '@shalom/shared/remote';
import './styles.css';
import { AuthOnboardingRoutes } from './routes/AuthOnboardingRoutes';

/** What mf-auth-onboarding exposes to the shell (`./lifecycles`): see createRemoteLifecycles. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ name: 'mf-auth-onboarding', Routes: AuthOnboardingRoutes });
