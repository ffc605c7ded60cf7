import { startStandaloneRemote } from '@shalom/shared/remote';
import './styles.css';
import { RelationshipsRoutes } from './routes/RelationshipsRoutes';

// Standalone mode (`npm run dev -w mf-relationships`): this remote plays the shell's part for itself.
void startStandaloneRemote(RelationshipsRoutes);
