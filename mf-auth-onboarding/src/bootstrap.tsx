import { startStandaloneRemote } from '@shalom/shared/remote';
import './styles.css';
import { AuthOnboardingRoutes } from './routes/AuthOnboardingRoutes';

// Standalone mode (`npm run dev -w mf-auth-onboarding`): this remote plays the shell's part for itself.
void startStandaloneRemote(AuthOnboardingRoutes);
