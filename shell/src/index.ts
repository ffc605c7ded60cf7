// Async boundary: lets the federation runtime negotiate shared singletons (react, rxjs, …)
// before any app code imports them.
// The chunk name marks the landing page's first-paint graph for build/firstPaintStats.ts.
import(/* webpackChunkName: "first-paint" */ './bootstrap');
