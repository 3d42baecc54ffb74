/** Signs up (if needed) and signs in once, returning the Cookie header a browser would send. */
export async function signInCookie(
  baseUrl: string,
  credentials: { email: string; password: string; name: string },
): Promise<string> {
  const json = { "content-type": "application/json", origin: "http://127.0.0.1" };
  await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(credentials),
  });
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
