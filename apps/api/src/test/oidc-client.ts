import { createHash, randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

/** What the client needs of a server: the app's `inject`, or the same over HTTP to a real process (deploy/test). */
export interface Injector {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * Drives the embedded provider's authorization code flow with PKCE through `inject`, the way a
 * browser and the web app would: redirects, cookies, the sign-in form, the token endpoint.
 */
export class OidcTestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: Injector,
    readonly host: string,
    /** The client's address as the server's socket sees it (inject's default is 127.0.0.1). */
    private readonly remoteAddress?: string,
    /** Behind a TLS proxy: the portal's origin is https, and each request says so as the proxy would. */
    private readonly options: { https?: boolean } = {},
  ) {}

  /** Puts a cookie into this browser as a client could, e.g. one it made up. */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** A cookie the provider set in this browser, e.g. `_session` (the provider session's id). */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  get origin() {
    return `${this.options.https ? 'https' : 'http'}://${this.host}`;
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      ...options,
      headers: {
        host: this.host,
        ...(this.options.https ? { 'x-forwarded-proto': 'https' } : {}),
        ...(cookie ? { cookie } : {}),
        ...options.headers,
      },
    });
    const setCookies = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookies) ? setCookies : setCookies ? [setCookies] : []) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const expired = attributes.some((attribute) => /expires=thu, 01 jan 1970/i.test(attribute.trim()));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), rest.join('='));
    }
    return response;
  }

  private pathOf(location: string) {
    const url = new URL(location, this.origin);
    return url.pathname + url.search;
  }

  /** Starts sign-in and follows redirects until the sign-in page (or the callback) is reached; `extra` adds authorization parameters. */
  async startSignIn(extra: Record<string, string> = {}) {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const state = randomBytes(8).toString('hex');
    const params = new URLSearchParams({
      client_id: 'academy-web',
      redirect_uri: `${this.origin}/login/callback`,
      response_type: 'code',
      scope: 'openid email profile offline_access urn:iam:m.me',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
      resource: `${this.origin}/api`,
      prompt: 'consent',
      ...extra,
    });
    const first = await this.request({ url: `/oidc/auth?${params}` });
    return { verifier, state, response: first, location: first.headers.location as string | undefined };
  }

  /** Follows redirects until one leaves the provider (the callback) or a page is shown. */
  async follow(location: string): Promise<{ response: LightMyRequestResponse; location: string | undefined }> {
    let next: string | undefined = location;
    for (let hops = 0; hops < 10 && next; hops += 1) {
      if (next.includes('/login/callback')) return { response: undefined as never, location: next };
      const response = await this.request({ url: this.pathOf(next) });
      if (response.statusCode < 300 || response.statusCode >= 400) return { response, location: undefined };
      next = response.headers.location as string;
    }
    return { response: undefined as never, location: next };
  }

  async submit(path: string, form: Record<string, string>) {
    return this.request({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  }

  async exchange(callback: string, verifier: string) {
    const code = new URL(callback).searchParams.get('code')!;
    const response = await this.submit('/oidc/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${this.origin}/login/callback`,
      code_verifier: verifier,
      client_id: 'academy-web',
    });
    return { status: response.statusCode, body: response.json() as Tokens & { error?: string } };
  }

  async refresh(refreshToken: string, scope = 'urn:iam:m.me openid email') {
    const response = await this.submit('/oidc/token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'academy-web',
      scope,
    });
    return { status: response.statusCode, body: response.json() as Tokens & { error?: string } };
  }

  /** Starts sign-in and opens the sign-up form; `uid` names the interaction. */
  async openSignUp() {
    const { verifier, location } = await this.startSignIn();
    const page = await this.follow(location!);
    const uid = /\/identity\/interaction\/([^/"]+)\/login/.exec(page.response.body)![1];
    return { verifier, uid };
  }

  /** Submits the sign-up form; on the code page, `verification` names the attempt. */
  async submitSignUp(
    uid: string,
    form: { firstName: string; lastName: string; email: string; password: string; passwordConfirmation?: string },
  ) {
    const response = await this.submit(`/identity/interaction/${uid}/register`, { passwordConfirmation: form.password, ...form });
    const verification = /name="verification" value="([^"]+)"/.exec(response.body)?.[1];
    return { response, verification };
  }

  /** Enters the mailed code on the sign-up's code page, and on success finishes with tokens. */
  async confirmSignUp(uid: string, verifier: string, form: { verification: string; code: string; email?: string }) {
    const response = await this.submit(`/identity/interaction/${uid}/verify`, { email: '', ...form });
    if (response.statusCode !== 303) return { response, tokens: null };
    const done = await this.follow(response.headers.location as string);
    const { status, body } = await this.exchange(done.location!, verifier);
    if (status !== 200) throw new Error(`token exchange failed: ${JSON.stringify(body)}`);
    return { response, tokens: body };
  }

  /** Signs an existing account in up to the callback: the address with the code, and the PKCE verifier. */
  async authorize(email: string, password: string): Promise<{ callback: string; verifier: string }> {
    const { verifier, location } = await this.startSignIn();
    const page = await this.follow(location!);
    const uid = /\/identity\/interaction\/([^/"]+)\/login/.exec(page.response.body)![1];
    const submitted = await this.submit(`/identity/interaction/${uid}/login`, { email, password });
    if (submitted.statusCode !== 303) throw new Error(`sign-in refused: ${submitted.statusCode}`);
    const done = await this.follow(submitted.headers.location as string);
    return { callback: done.location!, verifier };
  }

  /** The whole flow for an existing account: tokens as the provider's token endpoint answers them. */
  async signIn(email: string, password: string): Promise<Tokens> {
    const { callback, verifier } = await this.authorize(email, password);
    const { status, body } = await this.exchange(callback, verifier);
    if (status !== 200) throw new Error(`token exchange failed: ${JSON.stringify(body)}`);
    return body;
  }
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  scope: string;
  token_type: string;
}
