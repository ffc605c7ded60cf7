import { startStandaloneRemote } from '@shalom/shared/remote';
import './styles.css';
import { AdminRoutes } from './routes/AdminRoutes';

// Standalone mode (`npm run dev -w mf-admin`): this remote plays the shell's part for itself.
void startStandaloneRemote(AdminRoutes);
