import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

/**
 * Signs a demo account in through the embedded provider over HTTP, the way a browser does (PKCE,
 * redirects, the provider's cookies, the sign-in form), and answers the access token. Node cannot
 * resolve kube.localhost, so every call goes to the loopback address with the portal's Host.
 */
export async function signIn(port: number, tenant: string, email: string, password: string): Promise<string> {
  const host = `${tenant}.localhost:${port}`;
  const origin = `http://${host}`;
  const cookies = new Map<string, string>();

  const send = (method: string, target: string, form?: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      const url = new URL(target, origin);
      const body = form ? new URLSearchParams(form).toString() : undefined;
      const headers: Record<string, string> = { host, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
      if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
      const call = request({ host: '127.0.0.1', port, method, path: url.pathname + url.search, headers }, (response) => {
        for (const line of response.headers['set-cookie'] ?? []) {
          const [name, ...rest] = line.split(';')[0].split('=');
          cookies.set(name.trim(), rest.join('='));
        }
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body: text }));
      });
      call.on('error', reject);
      call.end(body);
    });

  /** Follows redirects until the provider hands back to the web app's callback, or shows a page. */
  const follow = async (answer: Answer): Promise<Answer> => {
    let current = answer;
    for (let hops = 0; hops < 10 && current.location && !current.location.includes('/login/callback'); hops += 1) {
      current = await send('GET', current.location);
    }
    return current;
  };

  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'academy-web',
    redirect_uri: `${origin}/login/callback`,
    response_type: 'code',
    scope: 'openid email profile offline_access urn:iam:m.me',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    resource: `${origin}/api`,
    prompt: 'consent',
  });
  const page = await follow(await send('GET', `/oidc/auth?${params}`));
  const action = /action="([^"]*\/login)"/.exec(page.body)?.[1];
  if (!action) throw new Error(`no sign-in form for ${email}`);
  const callback = await follow(await send('POST', action.replace(/&amp;/g, '&'), { email, password }));
  const code = callback.location && new URL(callback.location, origin).searchParams.get('code');
  if (!code) throw new Error(`sign-in of ${email} did not come back with a code (${callback.status})`);
  const token = await send('POST', '/oidc/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${origin}/login/callback`,
    code_verifier: verifier,
    client_id: 'academy-web',
  });
  const { access_token: accessToken } = JSON.parse(token.body) as { access_token?: string };
  if (!accessToken) throw new Error(`no access token for ${email}: ${token.body}`);
  return accessToken;
}
