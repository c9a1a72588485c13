// The local `/__/firebase/init.json`: what Firebase Hosting serves in production, plus the emulator
// addresses and `local: true`, so one web build serves both.

export interface LocalInitJson {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  local: true;
  emulators: { auth: string; firestore: { host: string; port: number } };
}

export function localInitJson(projectId: string, env: NodeJS.ProcessEnv): LocalInitJson {
  const auth = requireEnv(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  const [host, port] = requireEnv(env, 'FIRESTORE_EMULATOR_HOST').split(':');
  return {
    apiKey: 'local-emulator-key',
    authDomain: `${projectId}.firebaseapp.com`,
    projectId,
    appId: `local-${projectId}`,
    local: true,
    emulators: { auth: `http://${auth}`, firestore: { host: host!, port: Number(port) } },
  };
}

function requireEnv(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set: the local host needs the emulators' addresses.`);
  return value;
}
