/**
 * GETs a provider's profile endpoint with the access token as a bearer token; the JSON answer,
 * or null when the request fails or answers anything but 2xx JSON (the callback then answers
 * unable_to_get_user_info).
 */
export async function fetchProfile(
  url: string,
  accessToken: string | undefined,
  headers: Record<string, string> = {},
): Promise<unknown> {
  if (!accessToken) return null;
  try {
    const response = await fetch(url, {
      headers: { accept: "application/json", ...headers, authorization: `Bearer ${accessToken}` },
    });
    if (!response.ok) return null;
    return await response.json();
  } catch {
    return null;
  }
}
