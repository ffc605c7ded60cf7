// Request/response helpers for consent-status and ai-partner-communicator. Errors are `{ error }`
// (the shape the AI functions share, read by supabase-js callers from FunctionsHttpError.context).
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorResponse(status: number, error: string): Response {
  return json({ error }, status);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The JSON object body of a POST, or the 400/405 Response saying what is wrong with it. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown> | Response> {
  if (req.method !== 'POST') return errorResponse(405, `Use POST; ${req.method} is not supported`);
  let parsed: unknown;
  try {
    parsed = await req.json();
  } catch {
    return errorResponse(400, 'The request body must be JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return errorResponse(400, 'The request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}
