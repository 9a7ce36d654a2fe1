/** Sign-in requests over real HTTP, as a browser's form would send them, from a chosen address. */

export interface SignInPost {
  email: string;
  password: string;
  /** The client address, believed by a server started with TRUST_PROXY=loopback. */
  from: string;
  redirectTo?: string;
  /** The one-time token of an e-mailed sign-in link. */
  link?: string;
}

export function postSignIn(baseUrl: string, post: SignInPost): Promise<Response> {
  const form: Record<string, string> = { email: post.email, password: post.password };
  if (post.redirectTo !== undefined) form.redirectTo = post.redirectTo;
  if (post.link !== undefined) form.link = post.link;
  return fetch(`${baseUrl}/admin`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Origin: baseUrl,
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': post.from,
    },
    body: new URLSearchParams(form),
  });
}

/** The admin session cookie a response set, as a Cookie header value, or undefined. */
export function sessionCookieOf(response: Response): string | undefined {
  const cookie = response.headers
    .getSetCookie()
    .find((c) => /^(__Host-)?bus4u_admin=[^;]+/.test(c));
  return cookie?.split(';')[0];
}
