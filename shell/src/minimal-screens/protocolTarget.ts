/**
 * Where /protocol?url=… should go. Only paths inside this app are followed (an open redirect to
 * any site would be a phishing aid): "web+shalom://messages/42", "/messages/42" or a full URL on
 * this origin. Anything else goes home.
 */
export function protocolTarget(rawUrl: string | null, origin: string): string {
  if (!rawUrl) return '/';
  const custom = /^web\+[a-z]+:\/{0,2}(.*)$/i.exec(rawUrl);
  const candidate = custom ? `/${custom[1] ?? ''}` : rawUrl;
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
