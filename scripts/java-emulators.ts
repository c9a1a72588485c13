// Finds Google's Java emulators (Firestore, Pub/Sub): the Google Cloud CLI's copies or firebase-tools' cache.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { UserFacingError } from './ports.ts';

interface JavaEmulators {
  firestore: (flags: string[]) => { command: string; args: string[] };
  pubsub: (flags: string[]) => { command: string; args: string[] };
}

const sdkRoots = () =>
  [
    process.env.CLOUDSDK_ROOT_DIR,
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    join(homedir(), 'google-cloud-sdk'),
  ].filter((dir): dir is string => Boolean(dir));

const firebaseCache = () => process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');

/** The newest entry of `dir` matching `pattern`, by version number. */
function newest(dir: string, pattern: RegExp): string | null {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => pattern.test(name));
  } catch {
    return null;
  }
  names.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const last = names.at(-1);
  return last ? join(dir, last) : null;
}

function findOnPath(command: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, command))) return join(dir, command);
  }
  return null;
}

function findJava(): string | null {
  const fromHome = process.env.JAVA_HOME && join(process.env.JAVA_HOME, 'bin', 'java');
  if (fromHome && existsSync(fromHome)) return fromHome;
  return findOnPath('java');
}

/**
 * Google Cloud CLI's emulators first (they run on the Java 17 of these machines), then the copies
 * firebase-tools downloads into its cache. When something is missing, says exactly what to install.
 */
export function findJavaEmulators(): JavaEmulators {
  const java = findJava();
  const sdkFirestore = sdkRoots()
    .map((root) => join(root, 'platform', 'cloud-firestore-emulator', 'cloud_firestore_emulator'))
    .find(existsSync);
  const cacheFirestore = newest(firebaseCache(), /^cloud-firestore-emulator-v[\d.]+\.jar$/);
  const sdkPubsub = sdkRoots()
    .map((root) => join(root, 'platform', 'pubsub-emulator', 'bin', 'cloud-pubsub-emulator'))
    .find(existsSync);
  const cachePubsubDir = newest(firebaseCache(), /^pubsub-emulator-[\d.]+$/);
  const cachePubsub = cachePubsubDir && join(cachePubsubDir, 'pubsub-emulator', 'bin', 'cloud-pubsub-emulator');
  const pubsub = sdkPubsub ?? (cachePubsub && existsSync(cachePubsub) ? cachePubsub : null);

  const missing: [string, string][] = [];
  if (!sdkFirestore && !cacheFirestore)
    missing.push(["Google's Firestore emulator", 'google-cloud-cli-firestore-emulator']);
  if (!pubsub) missing.push(["Google's Pub/Sub emulator", 'google-cloud-cli-pubsub-emulator']);
  if (!java) missing.push(['Java', 'openjdk-17-jre-headless']);
  if (missing.length > 0 || !java || !pubsub) {
    throw new UserFacingError(
      [
        `Missing: ${missing.map(([what]) => what).join(', ')} (looked in the Google Cloud CLI under /usr/lib/google-cloud-sdk and in ${firebaseCache()}).`,
        "Install them (Debian/Ubuntu; the emulators come from Google Cloud CLI's apt repository):",
        `  apt-get install ${missing.map(([, pkg]) => pkg).join(' ')}`,
      ].join('\n'),
    );
  }
  return {
    firestore: (flags) =>
      sdkFirestore
        ? { command: sdkFirestore, args: ['start', ...flags] }
        : { command: java, args: ['-Duser.language=en', '-jar', cacheFirestore!, ...flags] },
    pubsub: (flags) => ({ command: pubsub, args: flags }),
  };
}
