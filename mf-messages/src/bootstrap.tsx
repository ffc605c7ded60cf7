import { startStandaloneRemote } from '@shalom/shared/remote';
import './styles.css';
import { MessagesRoutes } from './routes/MessagesRoutes';

// Standalone mode (`npm run dev -w mf-messages`): this remote plays the shell's part for itself.
void startStandaloneRemote(MessagesRoutes);
