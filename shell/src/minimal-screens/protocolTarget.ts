/**
 * Where /protocol?url=… should go. Only paths inside this app are followed (an open redirect to
 * any site would be a phishing aid): "web+shalom://messages/42", "/messages/42" or a full URL on
 * this origin. Anything else goes home, as does a path that begins with "//" ("/.//host" and
 * "<origin>//host" parse to one): the router reads it as another site and refuses to navigate
 * there, which crashed the screen instead of opening anything.
 */
export function protocolTarget(rawUrl: string | null, origin: string): string {
  if (!rawUrl) return '/';
  const custom = /^web\+[a-z]+:\/{0,2}(.*)$/i.exec(rawUrl);
  const candidate = custom ? `/${custom[1] ?? ''}` : rawUrl;
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin || url.pathname.startsWith('//')) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
