// Request/response helpers every function shares. Errors use the `{ error }` shape that supabase-js
// callers read from FunctionsHttpError.context.
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

/** The JSON object body, or a 400/405 Response saying what is wrong with it. */
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

/** A required non-blank string field (trimmed), or a 400 naming the field. */
export function requireText(body: Record<string, unknown>, field: string, maxLength: number): string | Response {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') {
    return errorResponse(400, `"${field}" is required: a non-empty string`);
  }
  if (value.length > maxLength) return errorResponse(400, `"${field}" is longer than ${maxLength} characters`);
  return value.trim();
}
