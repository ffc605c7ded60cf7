// Async boundary: shared singletons are negotiated before app code runs (standalone mode only;
// inside the shell the remote is entered through ./lifecycles).
import('./bootstrap');
