// Async boundary: lets the federation runtime negotiate shared singletons (react, rxjs, …)
// before any app code imports them.
import('./bootstrap');
