// Fixtures for the project lifecycle suites: projects in any escrow state, the payment that funded
// them, the lifecycle client made as the web makes it (oRPC's OpenAPILink on the same contract), and what a
// project has written below it.
import { Timestamp, type DocumentData, type QuerySnapshot } from 'firebase-admin/firestore';
import { createORPCClient } from '@orpc/client';
import type { ContractRouterClient } from '@orpc/contract';
import { OpenAPILink } from '@orpc/openapi-client/fetch';
import { earningEntry, ledgerSubject, refundDueEntry, type EntryDraft } from '@marketplace/shared/ledger/ledger';
import { refundIdFor } from '@marketplace/shared/payments/refund';
import { paths } from '@marketplace/shared/paths';
import { splitPayout, toPaise } from '@marketplace/shared/projects/money';
import type { Project } from '@marketplace/shared/projects/project';
import { projectsContract } from '@marketplace/shared/projects/projects-api';
import type { DocumentChange } from '../../../functions/src/platform/triggers.ts';
import { serveAsLocalHost, useApiSuite, type Served } from './api-suite.ts';
import type { Backend } from './emulators.ts';
import { bookCapture } from './ledger.ts';
import { storedEntry } from '../../../functions/src/platform/ledger.ts';
import { seedProject, state, type Person, type ProjectSeed } from './payments.ts';

/** The escrow fields a seed may set; dates in epoch millis, stored as Timestamps. */
export type EscrowSeed = ProjectSeed &
  Partial<Pick<Project, 'deliveries' | 'changeRounds' | 'disputeStatus' | 'disputedBy' | 'disputeReason'>> & {
    deadline?: number;
    cancelRequestedAt?: number;
    autoReleaseAt?: number;
  };

const BUDGET = 1234.5;

/** A project as posted, moved on to the seed's state; a funded one with the paid payment order behind it. */
export async function seedEscrow(backend: Backend, student: Person, seed: EscrowSeed): Promise<string> {
  const { deadline, cancelRequestedAt, autoReleaseAt, status, paymentStatus, budget, seller, ...escrow } = seed;
  const id = await seedProject(backend, student, { status, paymentStatus, budget: budget ?? BUDGET, seller });
  const dates = { deadline, cancelRequestedAt, autoReleaseAt };
  const patch: Record<string, unknown> = { ...escrow };
  for (const [field, millis] of Object.entries(dates))
    if (millis !== undefined) patch[field] = Timestamp.fromMillis(millis);
  if (Object.keys(patch).length) await backend.db.doc(paths.project(id)).update(patch);
  if (paymentStatus && paymentStatus !== 'Unpaid') await seedPaidOrder(backend, student, id, budget ?? BUDGET);
  await bookSeededEnd(backend, student, seller ?? null, id, paymentStatus, budget ?? BUDGET);
  return id;
}

/**
 * What the server would have booked to bring a funding to the seeded end (decision 029): a release earned, a refund
 * owed. A settled seed names no settlement, so it is left as captured: the suites that settle do it through the API.
 */
async function bookSeededEnd(
  backend: Backend,
  student: Person,
  seller: { uid: string } | null,
  projectId: string,
  paymentStatus: string | undefined,
  budget: number,
) {
  const party = { subject: ledgerSubject.project(projectId), payerId: student.uid, sellerId: seller?.uid ?? null };
  const book = (draft: EntryDraft) => backend.db.doc(paths.ledgerEntry(draft.id)).set(storedEntry(draft, Date.now()));
  if (paymentStatus === 'Released' && seller)
    await book(earningEntry({ ...party, sellerId: seller.uid }, 'release', splitPayout(budget)));
  if (paymentStatus === 'Refunded')
    await book(refundDueEntry(party, { refundId: refundIdFor.project(projectId), amountPaise: toPaise(budget) }));
}

/** The payment order create-order and the provider's capture leave behind for a funded project. */
async function seedPaidOrder(backend: Backend, student: Person, projectId: string, budget: number) {
  await bookCapture(backend.db, {
    subject: ledgerSubject.project(projectId),
    payerId: student.uid,
    paymentId: `pay_${projectId}`,
    paymentOrderId: `order_${projectId}`,
    amountPaise: toPaise(budget),
  });
  await backend.db.doc(paths.paymentOrder(`order_${projectId}`)).set({
    purpose: 'project',
    projectId,
    studentId: student.uid,
    amountPaise: toPaise(budget),
    currency: 'INR',
    status: 'paid',
    paymentId: `pay_${projectId}`,
  });
}

export type ProjectsClient = ContractRouterClient<typeof projectsContract>;

/** The lifecycle's client as the web makes it (web/src/lib/api-client.ts): the same link, so the same bodies. */
export function projectsClient(url: string, person: Person | null): ProjectsClient {
  return createORPCClient(
    new OpenAPILink(projectsContract, {
      url: `${url}/api`,
      headers: () => (person ? { authorization: `Bearer ${person.token}` } : {}),
    }),
  );
}

/** A request as the web's client sends it, answered with its status and body. */
export async function send(
  url: string,
  person: Person | null,
  method: 'GET' | 'POST',
  path: string,
  body?: FormData | Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const headers: Record<string, string> = person ? { authorization: `Bearer ${person.token}` } : {};
  const json = body !== undefined && !(body instanceof FormData);
  if (json) headers['content-type'] = 'application/json';
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as FormData) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

const withIds = (snapshot: QuerySnapshot): (DocumentData & { id: string })[] =>
  snapshot.docs.map((doc) => ({ ...doc.data(), id: doc.id }));

/** The project, its history, files and refund, as stored: equal before and after means nothing was written. */
export async function writtenFor(backend: Backend, projectId: string) {
  const [project, history, files, refund] = await Promise.all([
    backend.db.doc(paths.project(projectId)).get(),
    backend.db.collection(paths.projectHistory(projectId)).get(),
    backend.db.collection(paths.projectFile(projectId, 'x').replace(/\/x$/, '')).get(),
    backend.db.doc(paths.refund(`project-${projectId}`)).get(),
  ]);
  return {
    project: state(project),
    history: withIds(history),
    files: withIds(files),
    refund: refund.exists ? refund.data()! : null,
  };
}

export const DAY_MS = 86_400_000;

type Data = Record<string, unknown>;
/** A change of the project's document as its triggers are handed it (`before` null: a creation or a catch-up). */
export const projectChange = (projectId: string, before: Data | null, after: Data): DocumentChange => ({
  id: 'c',
  path: paths.project(projectId),
  params: { projectId },
  before,
  after,
});

/** The lifecycle suites' cast: a project's student and seller, another of each, and an admin. */
export interface LifecycleSuite {
  backend: Backend;
  api: Served;
  student: Person;
  seller: Person;
  otherStudent: Person;
  otherSeller: Person;
  admin: Person;
}

/** The api as the local host serves it, and the cast, handed to `use` once started. */
export function useLifecycleSuite(use: (suite: LifecycleSuite) => void): void {
  useApiSuite({ serve: serveAsLocalHost, people: ['student', 'seller', 'student', 'seller', 'admin'] }, (started) => {
    const [student, seller, otherStudent, otherSeller, admin] = started.people;
    use({ backend: started.backend, api: started.api, student, seller, otherStudent, otherSeller, admin });
  });
}
