// The fund flow under load (create-order, the simulated provider's pay, verify-payment) beside the same writes made
// directly (decision 093): both sides warm the emulator first, then are timed in halves, api, direct, direct, api.
import type autocannon from 'autocannon';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { searchKeyTargets } from '@marketplace/shared/admin/search-keys';
import { captureEntry, ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { escrowProcess } from '@marketplace/shared/projects/escrow-process';
import { CURRENCY } from '@marketplace/shared/projects/money';
import { projectSchema } from '@marketplace/shared/projects/project';
import { firestoreJournal } from '../../functions/src/adapters/simulated-journal.ts';
import { writeStep } from '../../functions/src/features/projects/write-step.ts';
import { bookEntry } from '../../functions/src/platform/ledger.ts';
import { writeSearchKey } from '../../functions/src/platform/search-keys.ts';
import type { ApiThread } from './api-thread.ts';
import type { BenchFirestore } from './bench-stack.ts';
import { threadCpuMs } from './cpu-time.ts';
import {
  CLIENTS,
  MAX_RATE,
  bearer,
  caller,
  cannon,
  cpuFigures,
  direct,
  figures,
  fundableProjects,
  measured,
  ok,
  pooled,
  rota,
  type Client,
  type Person,
} from './load-runs.ts';
import { benchTakenProject } from './paths.ts';

interface Funding extends Client {
  projectId?: string;
  orderId?: string;
  result?: unknown;
  t0?: number;
}

/**
 * Fund: create-order, the simulated provider's pay (its checkout's call, POST /api/payments/simulated/pay) and
 * verify-payment, one flow after another on each client; its latency is the flow's, from the first request sent to
 * the last answered. A step refused restarts the flow with the next project.
 */
export async function fund(api: ApiThread, firestore: BenchFirestore, auth: Auth, students: Person[], seconds: number) {
  const [{ url }, { db }] = [api, firestore];
  // Enough for every client to fund at the most any path answers (each flow is three requests, but a fast run must
  // not run out: a client out of projects asks to fund a funded one, and those quick refusals crowd the flows), and
  // for the third as long again that warms each side.
  const perStudent = Math.ceil((4 * seconds * MAX_RATE) / (3 * CLIENTS)) + 10;
  const [ownProjects, directProjects] = [
    await fundableProjects(db, students, perStudent),
    await fundableProjects(db, students, perStudent),
  ];
  const who = rota(students, Infinity);
  const funding = (flows: number[]): autocannon.Request[] => [
    {
      method: 'POST',
      path: '/api/create-order',
      setupRequest: (request, context) => {
        const flow = context as Funding;
        const student = who(flow);
        flow.projectId = ownProjects.get(student.uid)!.shift() ?? flow.projectId;
        flow.t0 = performance.now();
        const body = JSON.stringify({ purpose: 'project', projectId: flow.projectId });
        return { ...request, headers: bearer(student), body };
      },
      onResponse: (status, body, context) => {
        (context as Funding).orderId = ok(status) ? (JSON.parse(body) as { id: string }).id : undefined;
      },
    },
    {
      method: 'POST',
      path: '/api/payments/simulated/pay',
      setupRequest: (request, context) => {
        const flow = context as Funding;
        if (!flow.orderId) return undefined as unknown as autocannon.Request;
        const body = JSON.stringify({ method: 'upi', orderId: flow.orderId, vpa: 'bench@okbank' });
        return { ...request, headers: bearer(flow.person!), body };
      },
      onResponse: (status, body, context) => {
        (context as Funding).result = ok(status) ? JSON.parse(body) : undefined;
      },
    },
    {
      method: 'POST',
      path: '/api/verify-payment',
      setupRequest: (request, context) => {
        const flow = context as Funding;
        if (!flow.result) return undefined as unknown as autocannon.Request;
        const body = JSON.stringify({ ...(flow.result as object), projectId: flow.projectId });
        return { ...request, headers: bearer(flow.person!), body };
      },
      onResponse: (status, _body, context) => {
        if (ok(status)) flows.push(performance.now() - (context as Funding).t0!);
      },
    },
  ];
  // The same reads and writes, made by the api's own writers on the same paths and with the same documents: each
  // call's token and profile; create-order's profile and project in one round trip, the provider's journal entry
  // and the order; pay's order and journal reads and its payment entry; and verify-payment's transaction: the order
  // and the project read, then the fund row's patch and history event (writeStep), the capture's ledger entry, the
  // order marked paid and the payment's search key (record-payment.ts). Nothing of the api's own work is made:
  // no HTTP, routing, request or stored-document schemas, signature or guard.
  const journal = firestoreJournal(db);
  const template = projectSchema.parse({ ...benchTakenProject(students[0]!), id: 'bench-template' });
  const directFlow =
    (run: string) =>
    async (worker: number, round: number): Promise<void> => {
      const student = students[worker % students.length]!;
      const projectId = directProjects.get(student.uid)!.shift() ?? `gone-${run}-${worker}-${round}`;
      const project = db.doc(paths.project(projectId));
      const [orderId, paymentId] = [`order_direct_${run}_${worker}_${round}`, `pay_direct_${run}_${worker}_${round}`];
      const order = db.doc(paths.paymentOrder(orderId));
      const amountPaise = template.budget * 100;
      await caller(auth, db, student);
      await db.getAll(db.doc(paths.user(student.uid)), project);
      await journal.put('order', { id: orderId, createdAt: Date.now(), amountPaise, status: 'created', fields: {} });
      await order.create({
        projectId,
        purpose: 'project',
        studentId: student.uid,
        amountPaise,
        currency: CURRENCY,
        status: 'created',
        createdAt: FieldValue.serverTimestamp(),
      });
      await caller(auth, db, student);
      await order.get();
      await journal.get('order', orderId);
      const payment = { id: paymentId, createdAt: Date.now(), amountPaise, status: 'captured', fields: { orderId } };
      await journal.put('payment', payment);
      await caller(auth, db, student);
      await db.runTransaction(async (tx) => {
        await tx.get(order);
        await tx.get(project);
        const [now, actor] = [Date.now(), { uid: student.uid, email: '', role: 'student' as const }];
        const funded = { ...template, id: projectId, studentId: student.uid };
        const patch = escrowProcess.fund.patch(funded, actor, { now })!;
        writeStep(tx, db, { projectId, name: 'fund', project: funded, patch, actor, now });
        const party = { subject: ledgerSubject.project(projectId), payerId: student.uid, sellerId: null };
        bookEntry(tx, db, captureEntry(party, { paymentId, paymentOrderId: orderId, amountPaise }), now);
        tx.update(order, { status: 'paid', paymentId, paidAt: FieldValue.serverTimestamp(), confirmedBy: 'checkout' });
        writeSearchKey(tx, db, paymentId, searchKeyTargets.paymentOfOrder(order.path));
      });
    };
  // Neither side is timed cold. The api thread's Firestore client opens its channels and loads its protocol buffers
  // on its first calls, which the direct side, warm from seeding, never paid; and the emulator is a JVM whose
  // compiler keeps making its paths faster for the first minute of load: its CPU a flow fell from 12.8 ms to 2.5 ms
  // over one run (decision 089), so whichever side went first paid for the warming. Both sides' flows run untimed
  // first, for a third of the timed run each.
  const warm = Math.max(5, Math.round(seconds / 3));
  await cannon({ url, duration: warm, requests: funding([]) });
  await direct(warm, directFlow('warm'));
  // Timed in halves, the api's around the direct side's (api, direct, direct, api), so a drift of the machine or
  // the emulator over the run weighs on both sides alike; each side's halves are pooled.
  const [flows, latencies] = [[] as number[], [] as number[]];
  const half = Math.max(1, Math.round(seconds / 2));
  const apiHalf = () =>
    measured(api.cpuMs, firestore.group, () => cannon({ url, duration: half, requests: funding(flows) }, flows));
  const directHalf = (name: string) =>
    measured(
      async () => threadCpuMs(),
      firestore.group,
      () => direct(half, directFlow(name), latencies),
    );
  const [ours1, baseline1, baseline2, ours2] = [
    await apiHalf(),
    await directHalf('timed-1'),
    await directHalf('timed-2'),
    await apiHalf(),
  ];
  const [ours, baseline] = [pooled([ours1, ours2], flows), pooled([baseline1, baseline2], latencies)];
  return [...figures('fund flow', ours.run, baseline.run, 'flows/s'), ...cpuFigures('fund flow', ours, baseline)];
}
