// The Auth emulator's mailbox (AuthPort.latestVerificationLink): locally the verification mail is not sent, so
// the sign-up screen offers the link it would have carried. Needs no Firebase SDK.

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

export function emulatorMailbox(authEmulatorUrl: string, projectId: string) {
  return async (email: string): Promise<string | null> => {
    const response = await fetch(`${authEmulatorUrl}/emulator/v1/projects/${projectId}/oobCodes`);
    const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
    const latest = oobCodes.filter((code) => code.requestType === 'VERIFY_EMAIL' && code.email === email).at(-1);
    return latest?.oobLink ?? null;
  };
}
