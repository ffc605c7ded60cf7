// Supabase Realtime for the backend: the Phoenix channel protocol of realtime-js 2.x at
// /realtime/v1/websocket, postgres_changes captured in the database and delivered under RLS, and
// broadcast/presence between sockets.
//
// Wiring (server start): run the migrations, then `await installRealtimeCapture(db)`, then
// `const realtime = attachRealtime(httpServer, ctx)` once the HTTP server exists.
// Shutdown: `await realtime.close()` before closing the database.
export { attachRealtime, isRealtimeAttached, REALTIME_WEBSOCKET_PATH, type RealtimeHandle, type RealtimeOptions } from './realtime-server';
export { installRealtimeCapture, syncCapture } from './capture/install';
export { captureSql } from './capture/capture-sql';
export { broadcastRoutes } from './broadcast-api';
export { Hub } from './channels/hub';
