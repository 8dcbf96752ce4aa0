interface StoredCookie {
  value: string;
  path: string;
}

/** Just enough of a browser for the OpenID Connect flow: a cookie jar (by path) and manual redirects. */
export class Browser {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(private readonly origin: string) {}

  private remember(response: Response, url: URL): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1) || '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attributeValue;
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
      }
      const key = `${name};${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value: `${name}=${value}`, path });
    }
  }

  private cookieHeader(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        (cookie) =>
          url.pathname === cookie.path ||
          url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map((cookie) => cookie.value)
      .join('; ');
  }

  /** One request, no redirect following; relative URLs are resolved against the sandbox. */
  async request(
    target: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const url = new URL(target, this.origin);
    const headers: Record<string, string> = {};
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    let body: URLSearchParams | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form);
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const response = await fetch(url, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.remember(response, url);
    return response;
  }

  /** Follows redirects on the sandbox; stops at the first one that leaves it (e.g. the portal callback). */
  async follow(response: Response): Promise<{ response: Response; leftTo?: URL }> {
    let current = response;
    for (let hops = 0; hops < 10; hops++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return { response: current };
      const next = new URL(location, this.origin);
      if (next.origin !== new URL(this.origin).origin) return { response: current, leftTo: next };
      current = await this.request(next.href);
    }
    throw new Error('too many redirects');
  }
}
