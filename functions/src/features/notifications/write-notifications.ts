// Writes the notifications an event makes: each at users/{uid}/notifications/{key}, with create(), so a
// repeated delivery of the event finds it there and writes nothing new (decision 025). Each also writes its email
// as a `mail` document for the Trigger Email extension, under an id derived from the notification, also with
// create(), unless the person turned email off for its group. A notification is dated by its event (the draft's
// `at`), so one written late (a retry, the local host catching up on older data) takes its place in the list; the
// mail by when it was written (when it was queued to send). Both are in the language on the recipient's profile
// (decision 072), read once for the two.
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { emailWanted, mailFor, mailId, notificationPrefsSchema } from '@marketplace/shared/notifications/email';
import { saidIn } from '@marketplace/shared/notifications/mail-words';
import type { NotificationDraft } from '@marketplace/shared/notifications/notification';
import { paths } from '@marketplace/shared/paths';
import { languageOfProfile } from '@marketplace/shared/session/profile';
import { NAMES_FIELD, isPseudonym } from '@marketplace/shared/privacy/pseudonym';
import { createOnce } from '../../platform/firestore-errors.ts';
import { log } from '../../platform/log.ts';

/** Where the emails' links lead: the deployed app (APP_ORIGIN); the local host sets it to its own address. */
const appOrigin = () => process.env.APP_ORIGIN ?? 'http://localhost:3000';

/**
 * The admins, by their profile's role: the claim is what the rules and the API trust, but it cannot be queried;
 * grant-admin sets both, and the app shows the admin dashboard (where a notification leads) by the role.
 */
async function adminUids(db: Firestore): Promise<string[]> {
  const admins = await db.collection(paths.users).where('role', '==', 'admin').get();
  return admins.docs.map((doc) => doc.id);
}

/**
 * The email, when the person has an address and has not turned the group off. Tried on every delivery (not only
 * when the notification was new), so a delivery that stopped between the two writes is completed by the retry.
 */
async function mailOnce(
  db: Firestore,
  uid: string,
  draft: NotificationDraft,
  profile: DocumentSnapshot,
  prefsDoc: DocumentSnapshot,
): Promise<void> {
  const to = profile.get('email') as unknown;
  if (typeof to !== 'string' || to === '') return;
  const prefs = prefsDoc.exists ? notificationPrefsSchema.safeParse(prefsDoc.data()) : null;
  if (!emailWanted(prefs?.success ? prefs.data : null, draft.content.kind)) return;
  // In the language the recipient reads (decision 072): theirs, not that of whoever's step made the notification.
  const mail = mailFor(to, draft.content, appOrigin(), languageOfProfile(profile.data()), draft.words);
  const stored = { ...mail, ...namesOf(draft), createdAt: FieldValue.serverTimestamp() };
  await createOnce(db, paths.mail(mailId(draft.key, uid)), stored);
}

/** The other people it names, as the retention table's field (absent when none), which a deletion queries. */
const namesOf = (draft: NotificationDraft) => (draft.names?.length ? { [NAMES_FIELD]: [...draft.names] } : {});

async function notifyOnce(db: Firestore, uid: string, draft: NotificationDraft): Promise<boolean> {
  const [profile, prefsDoc] = await Promise.all([
    db.doc(paths.user(uid)).get(),
    db.doc(paths.notificationPrefs(uid)).get(),
  ]);
  const createdAt = typeof draft.at === 'number' ? Timestamp.fromMillis(draft.at) : FieldValue.serverTimestamp();
  // The bell shows the stored words as they are (decision 071): they are written in the recipient's language, in the
  // same shape; a notification the catalogue does not say yet, and every one to an English reader, as drafted.
  const said = saidIn(languageOfProfile(profile.data()), draft.content, draft.words);
  const content = { ...said, ...namesOf(draft), createdAt, readAt: null };
  const written = await createOnce(db, paths.notification(uid, draft.key), content);
  await mailOnce(db, uid, draft, profile, prefsDoc);
  return written;
}

export async function writeNotifications(db: Firestore, drafts: readonly NotificationDraft[]): Promise<void> {
  if (drafts.length === 0) return;
  const admins = drafts.some((draft) => 'admins' in draft.to) ? await adminUids(db) : [];
  // A deleted person's pseudonym (decision 040) is nobody to tell: a record kept under it changing notifies no one.
  const writes = drafts.flatMap((draft) =>
    ('uid' in draft.to ? [draft.to.uid] : admins)
      .filter((uid) => !isPseudonym(uid))
      .map((uid) => notifyOnce(db, uid, draft)),
  );
  const written = (await Promise.all(writes)).filter(Boolean).length;
  if (written > 0) log.info('notifications written', { key: drafts[0]!.key, written });
}
