/**
 * Signs in through the API as the back office does, for the benchmark scripts: the headers
 * (session and CSRF cookies, CSRF header) that the following admin requests carry.
 */
/**
 * A visitor's CSRF token: the XSRF-TOKEN cookie that any GET under /api sets. `get` asks for
 * it: fetch, unless the caller has its own way (a fresh connection after a load run).
 */
export async function csrfToken(
  origin: string,
  get: (url: string) => Promise<Response> = fetch,
): Promise<string> {
  const first = await get(`${origin}/api/admin/check-auth`);
  return /XSRF-TOKEN=([^;]+)/.exec(first.headers.getSetCookie().join(";"))?.[1] ?? "";
}

export async function signIn(
  origin: string,
  admin: { email: string; password: string },
): Promise<Record<string, string>> {
  const xsrf = await csrfToken(origin);
  const login = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: `XSRF-TOKEN=${xsrf}`,
      "X-XSRF-TOKEN": xsrf,
    },
    body: JSON.stringify(admin),
  });
  const cookies = login.headers.getSetCookie().join(";");
  const sid = /sid=([^;]+)/.exec(cookies)?.[1];
  // Sign-in sets a token bound to the new session; the one from before opens no admin write.
  const bound = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1];
  if (!sid || !bound) throw new Error(`sign-in failed: ${login.status}`);
  return { Cookie: `XSRF-TOKEN=${bound}; sid=${sid}`, "X-XSRF-TOKEN": bound };
}
