// The fund flow's Firestore I/O, step by step, made by the api's own writers on the api's paths and with its
// documents (decision 093), and nothing of the api's own work: no routing, request or stored-document schemas,
// signature or guard. Two baselines make it (decision 095): a bare Node server in the api's thread, which answers each
// step over HTTP as any API must, and the bench's own thread, with no HTTP at all.
import type { RequestListener } from 'node:http';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { searchKeyTargets } from '@marketplace/shared/admin/search-keys';
import { captureEntry, ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { escrowProcess } from '@marketplace/shared/projects/escrow-process';
import { currentAmountPaise } from '@marketplace/shared/projects/milestones';
import { CURRENCY } from '@marketplace/shared/projects/money';
import { projectSchema } from '@marketplace/shared/projects/project';
import { firestoreJournal } from '../../functions/src/adapters/simulated-journal.ts';
import { writeStep } from '../../functions/src/features/projects/write-step.ts';
import { bookEntry } from '../../functions/src/platform/ledger.ts';
import { writeSearchKey } from '../../functions/src/platform/search-keys.ts';
import { bareJsonServer, checkedCaller } from './bare-server.ts';
import { benchTakenProject } from './bench-project.ts';

/** The three steps' reads and writes, each after the caller is checked as the api's guard checks them (`caller`). */
export function fundIo(db: Firestore, auth: Auth) {
  const journal = firestoreJournal(db);
  // Every bench project is this one (bench-project.ts), but for its id and its student.
  const template = projectSchema.parse({
    ...benchTakenProject({ uid: 'bench-template', email: 'template@example.test' }),
    id: 'bench-template',
  });
  const amountPaise = currentAmountPaise(template);
  /** The caller checked as the api's guard checks them; verify-payment reads no profile (it runs while suspended). */
  const caller = async (token: string, options?: { profile: boolean }) =>
    (await checkedCaller(auth, db, token, options)).uid;
  const orderOf = (orderId: string) => db.doc(paths.paymentOrder(orderId));
  return {
    caller,
    /** create-order: the profile and project in one round trip, the provider's journal entry and the order. */
    async createOrder(uid: string, projectId: string, orderId: string) {
      await db.getAll(db.doc(paths.user(uid)), db.doc(paths.project(projectId)));
      await journal.put('order', { id: orderId, createdAt: Date.now(), amountPaise, status: 'created', fields: {} });
      await orderOf(orderId).create({
        projectId,
        purpose: 'project',
        studentId: uid,
        amountPaise,
        currency: CURRENCY,
        status: 'created',
        createdAt: FieldValue.serverTimestamp(),
      });
    },
    /** The simulated provider's pay: the order and its journal entry read, the payment's entry written. */
    async pay(orderId: string, paymentId: string) {
      await orderOf(orderId).get();
      await journal.get('order', orderId);
      const payment = { id: paymentId, createdAt: Date.now(), amountPaise, status: 'captured', fields: { orderId } };
      await journal.put('payment', payment);
    },
    /**
     * verify-payment's transaction: the order and the project read, then the fund row's patch and history event
     * (writeStep), the capture's ledger entry, the order marked paid and the payment's search key (record-payment.ts).
     */
    async verify(uid: string, projectId: string, orderId: string, paymentId: string) {
      const [order, project] = [orderOf(orderId), db.doc(paths.project(projectId))];
      await db.runTransaction(async (tx) => {
        await tx.get(order);
        await tx.get(project);
        const [now, actor] = [Date.now(), { uid, email: '', role: 'student' as const }];
        const funded = { ...template, id: projectId, studentId: uid };
        const patch = escrowProcess.fund.patch(funded, actor, { now })!;
        writeStep(tx, db, { projectId, name: 'fund', project: funded, patch, actor, now });
        const party = { subject: ledgerSubject.project(projectId), payerId: uid, sellerId: null };
        bookEntry(tx, db, captureEntry(party, { paymentId, paymentOrderId: orderId, amountPaise }), now);
        tx.update(order, { status: 'paid', paymentId, paidAt: FieldValue.serverTimestamp(), confirmedBy: 'checkout' });
        writeSearchKey(tx, db, paymentId, searchKeyTargets.paymentOfOrder(order.path));
      });
    },
  };
}

/** Where the bare server answers each step (the api's are create-order, payments/simulated/pay, verify-payment). */
export const bareFundPaths = { createOrder: '/create-order', pay: '/pay', verify: '/verify' } as const;

/**
 * The fund flow's I/O behind a bare Node server: each step reads its JSON body and bearer token, makes the step's I/O
 * and answers JSON, the least an HTTP answer of it costs (bare-server.ts).
 */
export function bareFundServer(db: Firestore, auth: Auth): RequestListener {
  const io = fundIo(db, auth);
  let made = 0;
  return bareJsonServer(async (path, token, body) => {
    const uid = await io.caller(token, { profile: path !== bareFundPaths.verify });
    const { projectId = '', orderId = '', paymentId = '' } = body;
    if (path === bareFundPaths.createOrder) {
      const id = `order_bare_${++made}`;
      await io.createOrder(uid, projectId, id);
      return { id };
    }
    if (path === bareFundPaths.pay) {
      const payment = `pay_bare_${++made}`;
      await io.pay(orderId, payment);
      return { orderId, paymentId: payment };
    }
    await io.verify(uid, projectId, orderId, paymentId);
    return { funded: true };
  });
}
