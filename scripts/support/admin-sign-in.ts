/**
 * Signs in through the API as the back office does, for the benchmark scripts: the headers
 * (session and CSRF cookies, CSRF header) that the following admin requests carry.
 */
export async function signIn(
  origin: string,
  admin: { email: string; password: string },
): Promise<Record<string, string>> {
  const first = await fetch(`${origin}/api/admin/check-auth`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.getSetCookie().join(";"))?.[1] ?? "";
  const login = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Cookie: `XSRF-TOKEN=${xsrf}`,
      "X-XSRF-TOKEN": xsrf,
    },
    body: JSON.stringify(admin),
  });
  const sid = /sid=([^;]+)/.exec(login.headers.getSetCookie().join(";"))?.[1];
  if (!sid) throw new Error(`sign-in failed: ${login.status}`);
  return { Cookie: `XSRF-TOKEN=${xsrf}; sid=${sid}`, "X-XSRF-TOKEN": xsrf };
}
