// Async boundary: lets the federation runtime negotiate shared singletons (react, rxjs, …)
// before any app code imports them.
// The chunk name marks the landing page's first-paint graph for build/firstPaintStats.ts.
//
// The start-up runs after the landing's first paint, in three tasks instead of one: the federation
// runtime's own start (this file's script), then the shared singletons' negotiation and React DOM's
// evaluation, then the app's modules, each in a task of its own (one import of the same chunk group
// after the other), so no one task holds them all (Lighthouse's total blocking time on "/").
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void nextTask()
  .then(() => import(/* webpackChunkName: "first-paint" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "first-paint" */ './bootstrap'));
