// The marketplace's people and project states, shared by every rules suite but users (which creates the profiles).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, serverTimestamp, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import { newMessageFields } from '@marketplace/shared/projects/chat';
import { newProjectFields, type NewProject } from '@marketplace/shared/projects/post-project';
import type { PaymentStatus, ProjectStatus } from '@marketplace/shared/projects/project';
import { TAKEN_EVENT_ID, takenEvent } from '@marketplace/shared/projects/project-history';
import {
  asPerson,
  asVisitor,
  people,
  seed,
  seedProfile,
  useRulesEnv,
  verifiedPerson,
  type Person,
} from './rules-test-env.ts';

/** Everyone the matrices ask, in the order of the matrices' columns. */
export const callers = ['visitor', 'student', 'other student', 'assigned seller', 'other seller', 'admin'] as const;
export type Caller = (typeof callers)[number];

export const student = people.alice;
export const otherStudent = people.bob;
export const assignedSeller = verifiedPerson('sally');
export const otherSeller = verifiedPerson('sam');
export const admin = people.admin;

const personOf: Record<Caller, Person | null> = {
  visitor: null,
  student,
  'other student': otherStudent,
  'assigned seller': assignedSeller,
  'other seller': otherSeller,
  admin,
};

export const personFor = (caller: Caller): Person | null => personOf[caller];

/** The uid and email a caller would write as their own; a visitor has neither, so they borrow a made-up one. */
export const uidOf = (caller: Caller): string => personOf[caller]?.uid ?? 'visitor';
export const emailOf = (caller: Caller): string => String(personOf[caller]?.token.email ?? 'visitor@example.com');

export const dbFor = (env: RulesTestEnvironment, caller: Caller): Firestore => {
  const person = personOf[caller];
  return person ? asPerson(env, person) : asVisitor(env);
};

/** Every caller's profile, as signup wrote it: the rules read the role from there. */
async function seedCast(env: RulesTestEnvironment): Promise<void> {
  await Promise.all([
    seedProfile(env, student, 'student'),
    seedProfile(env, otherStudent, 'student'),
    seedProfile(env, assignedSeller, 'seller'),
    seedProfile(env, otherSeller, 'seller'),
    seedProfile(env, admin, 'admin'),
  ]);
}

export const PROJECT_ID = 'project-1';

/**
 * A take as the web app writes it (firestore-projects.ts): the project's patch and, in the same batch, the take's
 * history event (decision 062). `patch` and `event` change what either write carries; `event: null` leaves it out.
 */
export function takeWrites(
  db: Firestore,
  seller: { uid: string; email: string },
  {
    patch = {},
    event = {},
    projectId = PROJECT_ID,
  }: {
    patch?: DocumentData;
    event?: DocumentData | null;
    projectId?: string;
  } = {},
): Promise<void> {
  const batch = writeBatch(db);
  const projectPatch = { status: 'In Progress', sellerId: seller.uid, sellerEmail: seller.email, ...patch };
  batch.update(doc(db, paths.project(projectId)), projectPatch);
  if (event)
    batch.set(doc(db, paths.projectHistory(projectId), TAKEN_EVENT_ID), {
      ...takenEvent(seller.uid),
      at: serverTimestamp(),
      ...event,
    });
  return batch.commit();
}
export const DELIVERY_ADDRESS = '12 Long Street, Bhopal';
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A project as POST /api/projects stores it (shared's builder, as the server uses it), with its two dates. */
function projectDocument(by: { uid: string; email: string }, project: NewProject): DocumentData {
  return {
    ...newProjectFields(by, project),
    deadline: Timestamp.fromMillis(project.deadline),
    createdAt: Timestamp.now(),
  };
}

/** A project as posting leaves it: Open, Unpaid, nobody assigned, listed, stored a moment ago. */
export function openProject(): DocumentData {
  return projectDocument(
    { uid: student.uid, email: String(student.token.email) },
    {
      title: 'Line-following robot',
      description: 'An Arduino robot that follows a black line.',
      hardware: 'Arduino Uno, IR sensors',
      software: 'Arduino IDE',
      features: 'line following, obstacle stop',
      deadline: Date.now() + 14 * DAY_MS,
      budget: 2500,
      deliveryAddress: DELIVERY_ADDRESS,
    },
  );
}

/** The project after the assigned seller took it, in the given state. */
export function takenProject(status: Exclude<ProjectStatus, 'Open'>, paymentStatus: PaymentStatus): DocumentData {
  return {
    ...openProject(),
    status,
    paymentStatus,
    sellerId: assignedSeller.uid,
    sellerEmail: assignedSeller.token.email,
  };
}

/** A project and its private delivery document, written the way the server would: past the rules. */
export async function seedProject(
  env: RulesTestEnvironment,
  project: DocumentData,
  id: string = PROJECT_ID,
): Promise<void> {
  await seed(env, paths.project(id), project);
  await seed(env, paths.projectDelivery(id), { deliveryAddress: DELIVERY_ADDRESS });
}

/** A project as the API would post it for this person (what a browser might try to write itself). */
export function newProject(uid: string, email: string): DocumentData {
  return projectDocument(
    { uid, email },
    {
      title: 'Smart plant waterer',
      description: 'Waters a plant when the soil is dry.',
      hardware: 'ESP32, soil moisture sensor',
      software: '',
      features: 'moisture threshold, pump control',
      deadline: Date.now() + 7 * DAY_MS,
      budget: 1999.5,
      deliveryAddress: DELIVERY_ADDRESS,
    },
  );
}

/** A chat message as the API stores it (shared's builder, as the server uses it), with its time set. */
export function storedMessage(from: Person, to: Person, text = 'Hello!'): DocumentData {
  return {
    ...newMessageFields({ uid: from.uid, email: String(from.token.email) }, to.uid, text),
    createdAt: Timestamp.now(),
  };
}

/** A message as the API would store it (what a browser might try to write itself). */
export function newMessage(sender: { uid: string; email: string }, recipientId: string, text = 'When can we meet?') {
  return { ...newMessageFields(sender, recipientId, text), createdAt: Timestamp.now() };
}

/** The rules harness (`useRulesEnv`) with the cast's profiles seeded before each test. */
export function useMarketplaceRules(): RulesTestEnvironment {
  return useRulesEnv({ seed: seedCast });
}
