// An ID token for an email and password from the Auth emulator's own sign-in endpoint (offline: the emulator
// answers it itself), for scripts, benches and tests that call the API as a person, as the app's sign-in would.

export async function emulatorIdToken(authHost: string, email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json().catch(() => ({}))) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`sign-in failed (HTTP ${response.status}): ${JSON.stringify(body.error)}`);
  return body.idToken;
}
