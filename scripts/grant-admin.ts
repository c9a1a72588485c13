// `npm run grant-admin -- <email>`: makes a local user an admin, against `npm start`'s running emulators.
// Admin means both the `admin` claim (rules and the API check it) and the profile role 'admin' (the app shows
// the admin dashboard by role, and SPEC reads the claim only when a first Google sign-in creates a profile).
import { paths } from '@marketplace/shared/paths';
import { UserFacingError } from './ports.ts';
import { isMain, runMain } from './script-entry.ts';
import { findUserByEmail, useRunningLocalEmulators, withLocalAdmin } from './seed.ts';

const say = (line: string) => console.log(`[grant-admin] ${line}`);

export async function grantAdmin(email: string): Promise<void> {
  await withLocalAdmin(async ({ auth, db }) => {
    const user = await findUserByEmail(auth, email);
    if (!user) {
      throw new UserFacingError(
        `No user ${email} in the local Auth emulator: sign up in the app first, or check the spelling.`,
      );
    }
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
    const profile = db.doc(paths.user(user.uid));
    const hasProfile = (await profile.get()).exists;
    if (hasProfile) await profile.update({ role: 'admin' });
    say(
      `${email} now has the admin claim${hasProfile ? ' and the admin role' : ' (no profile yet: a first Google sign-in creates an admin one)'}.`,
    );
    say('Sign out and in again so the new claim reaches the browser.');
  });
}

if (isMain(import.meta.url)) {
  await runMain('grant-admin', async () => {
    const email = process.argv[2]?.trim();
    if (!email || process.argv.length > 3) throw new UserFacingError('Usage: npm run grant-admin -- <email>');
    await useRunningLocalEmulators();
    await grantAdmin(email);
  });
}
