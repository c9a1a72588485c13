// A person's data download at size (decision 040): a student with 100 projects (each with its history), 1,000
// chat messages they wrote and 50 store orders; how long the archive takes to build and how big its ZIP is, beside
// one plain read of the same documents and their JSON in the same run. Bounded: one person, one build.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { localDiskMedia } from '../../functions/src/adapters/local-disk-media.ts';
import { zipOfPerson } from '../../functions/src/features/privacy/person-archive.ts';
import type { BenchFirestore } from './bench-stack.ts';
import type { Figure } from './figures.ts';
import { temporaryDir } from '../temporary-dir.ts';

const PROJECTS = 100;
const MESSAGES_PER_PROJECT = 10;
const ORDERS = 50;
const UID = 'bench-privacy-student';

async function seedPerson(db: Firestore): Promise<void> {
  const writer = db.bulkWriter();
  const at = Timestamp.fromMillis(Date.UTC(2026, 5, 1));
  void writer.set(db.doc(paths.user(UID)), {
    uid: UID,
    email: 'bench@example.test',
    role: 'student',
    fullName: 'Bench',
  });
  for (let p = 0; p < PROJECTS; p++) {
    const id = `bench-privacy-${p}`;
    void writer.set(db.doc(paths.project(id)), {
      studentId: UID,
      studentEmail: 'bench@example.test',
      sellerId: 'bench-seller',
      title: `Project ${p}`,
      description: 'A line-following robot with an ultrasonic sensor and a report. '.repeat(4),
      budget: 2500,
      status: 'Completed',
      paymentStatus: 'Released',
      createdAt: at,
    });
    for (const type of ['funded', 'released'])
      void writer.set(db.doc(`${paths.projectHistory(id)}/${type}`), { type, by: UID, at });
    for (let m = 0; m < MESSAGES_PER_PROJECT; m++)
      void writer.set(db.doc(`${paths.projectMessages(id)}/m${m}`), {
        text: `Message ${m}: when will the next build be ready, and can you add the wiring diagram?`,
        senderId: UID,
        senderEmail: 'bench@example.test',
        readBy: [UID],
        unreadBy: [],
        createdAt: at,
      });
  }
  for (let o = 0; o < ORDERS; o++)
    void writer.set(db.doc(`${paths.storeOrders}/bench-privacy-order-${o}`), {
      studentId: UID,
      sellerId: 'bench-seller',
      product: { name: `Kit ${o}`, price: 1500 },
      orderStatus: 'Delivered',
      deliveryAddress: 'Hostel 4, Room 12, Indore',
      orderedAt: at,
    });
  await writer.close();
}

/** The same documents read once, the plain way: what any export must at least do. */
async function plainRead(db: Firestore): Promise<number> {
  const projects = await db.collection(paths.projects).where('studentId', '==', UID).get();
  let bytes = JSON.stringify(projects.docs.map((doc) => doc.data())).length;
  const below = await Promise.all(
    projects.docs.flatMap((doc) => [
      db.collection(paths.projectMessages(doc.id)).get(),
      db.collection(paths.projectHistory(doc.id)).get(),
    ]),
  );
  for (const snapshot of below) bytes += JSON.stringify(snapshot.docs.map((doc) => doc.data())).length;
  const orders = await db.collection(paths.storeOrders).where('studentId', '==', UID).get();
  return bytes + JSON.stringify(orders.docs.map((doc) => doc.data())).length;
}

export async function benchPrivacy({ db }: BenchFirestore, say: (line: string) => void): Promise<Figure[]> {
  say(
    `privacy: seeding a person with ${PROJECTS} projects, ${PROJECTS * MESSAGES_PER_PROJECT} messages, ${ORDERS} orders`,
  );
  await seedPerson(db);
  const media = localDiskMedia(temporaryDir('bench-privacy-media-'), 'bench-secret');
  const plainStarted = performance.now();
  const plainBytes = await plainRead(db);
  const plainMs = performance.now() - plainStarted;
  const started = performance.now();
  const zip = await zipOfPerson(db, media, UID);
  const ms = performance.now() - started;
  return [
    {
      name: 'data export: build the ZIP',
      value: ms,
      unit: 'ms',
      baseline: { name: 'one plain read of the same documents', value: plainMs },
    },
    {
      name: 'data export: ZIP size',
      value: zip.length / 1024,
      unit: 'KiB',
      baseline: { name: 'their JSON, uncompressed', value: plainBytes / 1024 },
    },
  ];
}
