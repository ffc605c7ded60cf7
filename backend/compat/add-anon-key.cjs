// Loaded into a suite's jest run by run-client-suites.ts (suites with `addAnonKey`). Their tests
// send requests without an `apikey` header, which the CLI's local gateway lets through as anon;
// hosted Supabase and this backend refuse them ("No API key found in request"). So that the run
// measures everything else, requests to the backend that carry neither an apikey nor an
// Authorization header get the project's anon key, as the CLI's gateway would treat them.
const anonKey = process.env.CLIENT_SUITES_ANON_KEY;
const backend = /^http:\/\/(127\.0\.0\.1|localhost):54321\//;
const originalFetch = globalThis.fetch;

globalThis.fetch = function fetchWithAnonKey(input, init) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!anonKey || !backend.test(url)) return originalFetch(input, init);
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (headers.has('apikey') || headers.has('authorization')) return originalFetch(input, init);
  headers.set('apikey', anonKey);
  return originalFetch(input, { ...init, headers });
};
