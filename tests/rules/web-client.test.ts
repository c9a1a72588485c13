// The web app's own Firestore adapters (web/src/features/*/firestore-*.ts) against the rules: every write they
// make and every query they run is allowed, so a change on either side that breaks the other fails here
// rather than in a browser.
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, getDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { checkPostProject, localDateString } from '@marketplace/shared/projects/post-project';
import { ProjectGoneError, type Actor } from '@marketplace/shared/projects/project-actions';
import type { Watch } from '../../web/src/lib/watch.ts';
import { firestorePayouts } from '../../web/src/features/payouts/firestore-payouts.ts';
import { firestoreProfile } from '../../web/src/features/profile/firestore-profile.ts';
import { firestoreDelivery } from '../../web/src/features/projects/firestore-delivery.ts';
import { firestoreMessages } from '../../web/src/features/projects/firestore-messages.ts';
import { firestoreProjects } from '../../web/src/features/projects/firestore-projects.ts';
import { expectConsole } from '../support/fail-on-console.ts';
import {
  PROJECT_ID,
  assignedSeller,
  openProject,
  otherSeller,
  seedProject,
  storedMessage,
  student,
  takenProject,
  useMarketplaceRules,
} from './support/marketplace.ts';
import { asPerson, seed, type Person } from './support/rules-test-env.ts';

let env: RulesTestEnvironment;
useMarketplaceRules((started) => (env = started));

const actor = (person: Person, role: Actor['role']): Actor => ({
  uid: person.uid,
  email: String(person.token.email),
  role,
});
const studentActor = actor(student, 'student');
const sellerActor = actor(assignedSeller, 'seller');

/** Every adapter the app builds, as this person's browser would. */
const portFor = (person: Person) => {
  const db = asPerson(env, person);
  return {
    ...firestoreProjects(db),
    ...firestoreDelivery(db),
    ...firestoreMessages(db),
    ...firestorePayouts(db),
    ...firestoreProfile(db),
  };
};

/** A watch's first value, then unsubscribed; a refusal rejects. */
function first<T>(watch: Watch<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    let done = false;
    const unsubscribe = watch(
      (value) => {
        if (done) return;
        done = true;
        resolve(value);
        setTimeout(() => unsubscribe());
      },
      (error) => {
        done = true;
        reject(error);
      },
    );
  });
}

async function storedAt(path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore() as unknown as Firestore, path))).data();
  });
  return data;
}

describe('posting', () => {
  it("writes a project the form accepted, with today's date as the deadline", async () => {
    const now = Date.now();
    const checked = checkPostProject(
      {
        title: ' Smart plant waterer ',
        description: 'Waters a plant when the soil is dry.',
        hardware: 'ESP32',
        software: '',
        features: 'moisture threshold',
        deadline: localDateString(now),
        budget: '1999.50',
        deliveryAddress: ' Hostel 4, Room 12, Bhopal ',
      },
      now,
    );
    if (!checked.ok) throw new Error(checked.error);
    const id = await assertSucceeds(portFor(student).postProject(studentActor, checked.value));
    expect(await storedAt(paths.project(id))).toMatchObject({ title: 'Smart plant waterer', status: 'Open' });
    expect(await storedAt(paths.projectDelivery(id))).toEqual({ deliveryAddress: 'Hostel 4, Room 12, Bhopal' });
  });
});

describe('the dashboards', () => {
  beforeEach(async () => {
    await seedProject(env, openProject(), 'open');
    await seedProject(env, takenProject('Completed', 'Released'), 'completed');
  });

  it("lists a student's projects", async () => {
    const projects = await assertSucceeds(first(portFor(student).watchProjects(studentActor)));
    expect(projects.map((project) => project.id).sort()).toEqual(['completed', 'open']);
  });

  it("lists the assigned seller's projects (both queries)", async () => {
    const projects = await assertSucceeds(first(portFor(assignedSeller).watchProjects(sellerActor)));
    expect(projects.map((project) => project.id).sort()).toEqual(['completed', 'open']);
  });

  it("lists another seller's projects: the open one only", async () => {
    const projects = await assertSucceeds(first(portFor(otherSeller).watchProjects(actor(otherSeller, 'seller'))));
    expect(projects.map((project) => project.id)).toEqual(['open']);
  });

  it('shows the delivery address to the student and the assigned seller', async () => {
    await expect(first(portFor(student).watchDeliveryAddress('completed'))).resolves.toBeTruthy();
    await expect(first(portFor(assignedSeller).watchDeliveryAddress('completed'))).resolves.toBeTruthy();
  });

  it("lists the seller's payouts", async () => {
    await seed(env, paths.payout('completed'), {
      projectId: 'completed',
      sellerId: assignedSeller.uid,
      title: 'Line-following robot',
      sellerPaise: 175_000,
      platformPaise: 75_000,
      budgetPaise: 250_000,
      createdAt: Timestamp.now(),
    });
    const payouts = await assertSucceeds(first(portFor(assignedSeller).watchSellerPayouts(assignedSeller.uid)));
    expect(payouts.map((payout) => payout.projectId)).toEqual(['completed']);
  });
});

describe('the project actions', () => {
  it('takes, completes and releases', async () => {
    await seedProject(env, openProject());
    await assertSucceeds(portFor(assignedSeller).perform('take', PROJECT_ID, sellerActor));
    // Funding is the payment API's (admin SDK) write.
    await seed(env, paths.project(PROJECT_ID), takenProject('In Progress', 'Funded'));
    await assertSucceeds(portFor(assignedSeller).perform('complete', PROJECT_ID, sellerActor));
    await assertSucceeds(portFor(student).perform('release', PROJECT_ID, studentActor));
    expect(await storedAt(paths.project(PROJECT_ID))).toMatchObject({
      status: 'Completed',
      paymentStatus: 'Released',
      sellerId: assignedSeller.uid,
    });
  });

  it('tells a seller who comes second that the project is gone', async () => {
    await seedProject(env, openProject());
    await portFor(assignedSeller).perform('take', PROJECT_ID, sellerActor);
    const late = portFor(otherSeller).perform('take', PROJECT_ID, actor(otherSeller, 'seller'));
    await expect(late).rejects.toBeInstanceOf(ProjectGoneError);
  });
});

describe('the chat', () => {
  beforeEach(async () => {
    await seedProject(env, takenProject('In Progress', 'Funded'));
  });

  it('sends, lists, counts unread and marks read', async () => {
    await assertSucceeds(portFor(assignedSeller).sendMessage(PROJECT_ID, sellerActor, student.uid, 'Parts ordered.'));
    await seed(env, `${paths.projectMessages(PROJECT_ID)}/earlier`, storedMessage(assignedSeller, student, 'Hi'));

    const chat = await assertSucceeds(first(portFor(student).watchMessages(PROJECT_ID)));
    expect(chat.map((message) => message.text).sort()).toEqual(['Hi', 'Parts ordered.']);

    const unread = await assertSucceeds(first(portFor(student).watchUnreadCounts(student.uid)));
    expect(unread.get(PROJECT_ID)).toBe(2);

    await assertSucceeds(
      portFor(student).markRead(
        PROJECT_ID,
        chat.map((message) => message.id),
        student.uid,
      ),
    );
    const after = await first(portFor(student).watchUnreadCounts(student.uid));
    expect(after.get(PROJECT_ID)).toBeUndefined();
  });

  it("lets the student reply and counts it as the seller's unread", async () => {
    await assertSucceeds(portFor(student).sendMessage(PROJECT_ID, studentActor, assignedSeller.uid, 'Thanks!'));
    const unread = await first(portFor(assignedSeller).watchUnreadCounts(assignedSeller.uid));
    expect(unread.get(PROJECT_ID)).toBe(1);
  });
});

describe('the profile', () => {
  it('saves one field of the person’s own profile, and only that field', async () => {
    await assertSucceeds(portFor(student).saveField(student.uid, 'phone', '+919876543210'));
    expect(await storedAt(paths.user(student.uid))).toMatchObject({ phone: '+919876543210', role: 'student' });
  });

  it("is refused for someone else's profile, and the adapter logs the refusal", async () => {
    expectConsole('warn', /Saving the profile's fullName failed/);
    await expect(portFor(student).saveField(otherSeller.uid, 'fullName', 'Not Mine')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
