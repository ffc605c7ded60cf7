import { http, HttpResponse } from 'msw';
import { SUPABASE_URL, type FakeFeedbackBackend } from '../testing/fakeFeedbackBackend';

/**
 * Adds the edge function discard-feedback-uploads to a fake feedback backend, as the real one
 * answers (supabase/functions/discard-feedback-uploads): of the named paths, it removes those in
 * the caller's folders that exist and no row names, and says which it removed and which it kept.
 * (The folder and 15-minute rules are the server's, tested against the real backend.)
 */
export function withDiscardFunction(backend: FakeFeedbackBackend): FakeFeedbackBackend {
  const handler = http.post(`${SUPABASE_URL}/functions/v1/discard-feedback-uploads`, async ({ request }) => {
    const body = (await request.json()) as { paths: string[] };
    const url = new URL(request.url);
    backend.calls.push({ method: request.method, path: url.pathname, params: url.searchParams, body });
    const named = new Set(backend.rows.flatMap((row) => row.images));
    const removed = body.paths.filter((path) => !named.has(path) && backend.objects.delete(path));
    return HttpResponse.json({ removed, kept: body.paths.filter((path) => !removed.includes(path)) });
  });
  backend.handlers = [...backend.handlers, handler];
  return backend;
}
