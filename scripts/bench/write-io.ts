// Post a project's and send a message's Firestore I/O as the api makes it (the caller's token and profile, the hourly
// limit's window counted and a slot written, then the documents), under benchDirect/ so that nothing the api reads
// sees it, and nothing of the api's own work: no routing, schemas or guards. A bare Node server in the api's thread
// answers each over HTTP (decision 099), as the fund flow's does (decision 095).
import type { RequestListener } from 'node:http';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { newMessageFields } from '@marketplace/shared/projects/chat';
import { newProjectFields, type NewProject } from '@marketplace/shared/projects/post-project';
import { blockId } from '@marketplace/shared/safety/block';
import { bareJsonServer } from './bare-server.ts';

/** The seller of every project the bench chats in (api-load.ts seeds one taken project a chatting student). */
export const CHAT_SELLER = 'bench-chat-seller';

export const newBenchProject = (): NewProject => ({
  title: 'Bench load project',
  description: 'A project posted by the load bench.',
  hardware: '',
  software: '',
  features: '',
  deadline: Date.now() + 10 * 86_400_000,
  budget: 1500,
  deliveryAddress: '12 Long Street, Bhopal',
});

/** Where the bare server answers each (the api's are POST /api/projects and /api/projects/{id}/messages). */
export const bareWritePaths = { post: '/projects', message: '/messages' } as const;

export function writeIo(db: Firestore, auth: Auth) {
  /** The caller's token checked (with the emulator's revocation read) and their profile read, as the api's guard does. */
  const caller = async (token: string) => {
    const { uid, email = '' } = await auth.verifyIdToken(token, true);
    await db.doc(paths.user(uid)).get();
    return { uid, email };
  };
  /** The hourly limit's I/O as rate-limit.ts makes it: the window's count, then one slot created. */
  const limitSlot = async (name: string, uid: string) => {
    const slots = db.collection(`benchDirect/limits/${name}-${uid}`);
    await slots.count().get();
    await slots.doc().create({ at: Timestamp.now(), key: null });
  };
  return {
    caller,
    /** A project and its delivery address in one batch, after the limit's slot. */
    async post(person: { uid: string; email: string }) {
      await limitSlot('projects', person.uid);
      const ref = db.collection('benchDirect/posted/projects').doc();
      const batch = db.batch();
      batch.create(ref, { ...newProjectFields(person, newBenchProject()), createdAt: FieldValue.serverTimestamp() });
      batch.create(db.doc(`benchDirect/posted/deliveries/${ref.id}`), { deliveryAddress: '12 Long Street, Bhopal' });
      await batch.commit();
    },
    /** The project read, both ways of a block read, the limit's slot, then the message. */
    async message(person: { uid: string; email: string }, projectId: string) {
      await db.doc(paths.project(projectId)).get();
      await Promise.all([
        db.doc(paths.block(blockId(person.uid, CHAT_SELLER))).get(),
        db.doc(paths.block(blockId(CHAT_SELLER, person.uid))).get(),
      ]);
      await limitSlot('messages', person.uid);
      await db
        .collection(`benchDirect/chat/${person.uid}`)
        .doc()
        .create({ ...newMessageFields(person, CHAT_SELLER, 'A message.'), createdAt: FieldValue.serverTimestamp() });
    },
  };
}

/** Both writes behind a bare Node server: the body names the project a message goes to. */
export function bareWriteServer(db: Firestore, auth: Auth): RequestListener {
  const io = writeIo(db, auth);
  return bareJsonServer(async (path, token, { projectId = '' }) => {
    const person = await io.caller(token);
    if (path === bareWritePaths.post) await io.post(person);
    else if (path === bareWritePaths.message) await io.message(person, projectId);
    else throw new Error(`no bare write at ${path}`);
    return { sent: true };
  });
}
