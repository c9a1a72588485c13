// A task waiting when the local host stops runs after it starts again (decision 014): the catch-up at start no
// longer hands the review that scheduled it to its trigger again (the delivery mark says it was delivered), so
// only the task the queue kept in Firestore and restored publishes it.
import { getApps } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { STORED_TASKS } from '../../functions/src/adapters/local-task-store.ts';
import { startLocalHost, type LocalHost } from '../../functions/src/local/host.ts';
import { API_TEST_PROJECT, clearFirestore, eventually } from './support/emulators.ts';
import { temporaryDir } from '../../scripts/temporary-dir.ts';

let host: LocalHost | null = null;
const startHost = async () => {
  host = await startLocalHost({
    port: 0,
    webDist: null,
    projectId: API_TEST_PROJECT,
    mediaDir: temporaryDir('host-media-'),
  });
};
const stopHost = async () => {
  await host?.close();
  host = null;
};

beforeAll(async () => {
  // The host delivers triggers for what is in the database; an empty one gives them nothing else to do.
  await clearFirestore();
});
afterEach(stopHost);

describe('the local host restarted with a task waiting', () => {
  it('publishes a lone review at its time after the restart, from the task kept in Firestore', async () => {
    await startHost();
    // The host's own admin app (startLocalHost made it): the suite reads what it wrote.
    const db = getFirestore(getApps()[0]!);
    const reviewId = 'project-1-student';
    const publishAt = Date.now() + 2500;
    await db.doc(paths.review(reviewId)).set({
      subjectId: 'seller-1',
      stars: 4,
      published: false,
      counted: false,
      publishAt: Timestamp.fromMillis(publishAt),
    });
    await eventually(
      async () => (await db.collection(STORED_TASKS).get()).size,
      (n) => n === 1,
    );
    await stopHost();

    await startHost();
    const published = await eventually(
      async () => (await db.doc(paths.review(reviewId)).get()).get('published') as boolean,
      (value) => value === true,
    );
    expect(published).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt);
    await eventually(
      async () => (await db.collection(STORED_TASKS).get()).size,
      (n) => n === 0,
    );
  });
});
