/** The `name=value` session cookie an answer sets, or null when it sets none (or clears it). */
export function sessionCookieOf(response: Response): string | null {
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0] ?? '';
    if (pair.includes('session_token=') && !pair.endsWith('=')) return pair;
  }
  return null;
}

/** The session cookie an answer must set; throws with the status when it sets none. */
export function requireSessionCookie(response: Response): string {
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error(`the answer carried no session cookie (status ${response.status})`);
  return cookie;
}
