import { startStandaloneRemote } from '@shalom/shared/remote';
import './styles.css';
import { AiGuidanceRoutes } from './routes/AiGuidanceRoutes';

// Standalone mode (`npm run dev -w mf-ai-guidance`): this remote plays the shell's part for itself.
void startStandaloneRemote(AiGuidanceRoutes);
