// A chargeback's notifications (decision 049): its payer and its seller hear of it when it opens and when the bank
// decides, each once however often the change is delivered, by bell and by mail (which no email choice turns off),
// and neither is shown anything of the other person (the disclosure table).
import { describe, expect, it } from 'vitest';
import type { Chargeback } from '@marketplace/shared/payments/chargeback';
import { paths } from '@marketplace/shared/paths';
import { notifyChargeback } from '../../functions/src/features/notifications/notify-chargeback.ts';
import type { DocumentChange } from '../../functions/src/platform/triggers.ts';
import { useBackend, type Backend } from './support/emulators.ts';

let backend: Backend;
useBackend((started) => (backend = started));

const PAYER = 'student-1';
const SELLER = 'seller-1';
const ADMIN = 'admin-1';
const OPENED_AT = Date.UTC(2026, 10, 20, 9, 30);
const DECIDED_AT = Date.UTC(2026, 10, 24, 12, 0);

function chargeback(fields: Partial<Chargeback> = {}): Omit<Chargeback, 'id'> {
  return {
    paymentId: 'pay_cb1',
    paymentOrderId: 'order_cb1',
    subject: 'project-p1',
    subjectId: 'p1',
    purpose: 'project',
    title: 'Line-following robot',
    payerId: PAYER,
    sellerId: SELLER,
    amountPaise: 150_000,
    feePaise: 50_000,
    sellerSharePaise: 105_000,
    treatment: 'escrow',
    payoutId: null,
    reasonCode: 'product_not_received',
    reason: 'The cardholder says the work never arrived.',
    phase: 'chargeback',
    respondBy: Date.UTC(2026, 10, 23, 18, 30),
    status: 'open',
    response: 'none',
    summary: '',
    openedAt: OPENED_AT,
    updatedAt: OPENED_AT,
    ...fields,
  };
}

const change = (id: string, before: object | null, after: object): DocumentChange => ({
  id: `change-${id}-${JSON.stringify(after).length}`,
  path: paths.chargeback(id),
  params: { disputeId: id },
  before: before as Record<string, unknown> | null,
  after: after as Record<string, unknown>,
});

/** Delivered twice in a row and twice at once: a repeated delivery. */
async function delivered(event: DocumentChange) {
  await notifyChargeback({ db: backend.db }, event);
  await notifyChargeback({ db: backend.db }, event);
  await Promise.all([notifyChargeback({ db: backend.db }, event), notifyChargeback({ db: backend.db }, event)]);
}

async function seedPeople() {
  await backend.db.doc(paths.user(PAYER)).set({ uid: PAYER, email: 'payer@example.test', role: 'student' });
  await backend.db.doc(paths.user(SELLER)).set({ uid: SELLER, email: 'seller@example.test', role: 'seller' });
  await backend.db.doc(paths.user(ADMIN)).set({ uid: ADMIN, email: 'admin@example.test', role: 'admin' });
}

async function notificationsOf(uid: string) {
  const docs = (await backend.db.collection(paths.notifications(uid)).get()).docs;
  return docs.map((doc) => ({
    id: doc.id,
    ...(doc.data() as { kind: string; title: string; text: string; link: string }),
  }));
}

const mailsTo = async (address: string) =>
  (await backend.db.collection(paths.mails).where('to', '==', address).get()).docs.map((doc) => ({
    id: doc.id,
    ...(doc.data() as { message: { subject: string; text: string; html: string } }),
  }));

describe("a chargeback's notifications", () => {
  it('opened with the share in escrow and won: payer and seller told once each, by bell and mail; no admin', async () => {
    await seedPeople();
    // Email turned off for every group: a chargeback is about one's own money and is mailed all the same.
    const allOff = { emailOff: { projects: true, payouts: true, orders: true, reports: true, admin: true } };
    await backend.db.doc(paths.notificationPrefs(PAYER)).set(allOff);
    await backend.db.doc(paths.notificationPrefs(SELLER)).set(allOff);
    const open = chargeback();
    await delivered(change('disp_1', null, open));
    const review = chargeback({ status: 'under_review', response: 'submitted' });
    await delivered(change('disp_1', open, review));
    const won = chargeback({ status: 'won', response: 'submitted', updatedAt: DECIDED_AT });
    await delivered(change('disp_1', review, won));
    // A late 'closed' after the decision tells nobody anything new.
    await delivered(change('disp_1', won, chargeback({ status: 'closed', updatedAt: DECIDED_AT + 1 })));

    const payer = await notificationsOf(PAYER);
    expect(payer.map((n) => [n.kind, n.id]).sort()).toEqual([
      ['chargeback-opened', 'chargeback-disp_1-opened'],
      ['chargeback-won', 'chargeback-disp_1-won'],
    ]);
    expect(payer.find((n) => n.kind === 'chargeback-opened')).toMatchObject({
      title: 'Payment disputed by a bank',
      text: 'Your bank told us you disputed your payment of ₹1,500.00 for “Line-following robot”. Your bank keeps the amount while it decides; you hear its decision here.',
      link: '/dashboard?project=p1',
    });
    expect(payer.find((n) => n.kind === 'chargeback-won')?.text).toBe(
      'Your bank decided your dispute of your payment of ₹1,500.00 for “Line-following robot” against it: the payment stands.',
    );

    const seller = await notificationsOf(SELLER);
    expect(seller.map((n) => n.kind).sort()).toEqual(['chargeback-opened', 'chargeback-won']);
    expect(seller.find((n) => n.kind === 'chargeback-opened')).toMatchObject({
      title: 'Payment disputed: your share held',
      text: "The payer's bank disputed their payment of ₹1,500.00 for “Line-following robot” (a chargeback). Your share of ₹1,050.00 stays held until the bank decides. Their bank's reason: The cardholder says the work never arrived. We answer the bank with the delivery record; you hear its decision here.",
      link: '/dashboard',
    });
    expect(seller.find((n) => n.kind === 'chargeback-won')?.text).toBe(
      'The bank decided the chargeback on the payment of ₹1,500.00 for “Line-following robot” in our favour: your share of ₹1,050.00 is no longer held.',
    );
    expect(await notificationsOf(ADMIN)).toEqual([]);

    const payerMail = await mailsTo('payer@example.test');
    const sellerMail = await mailsTo('seller@example.test');
    expect(payerMail.map((m) => m.id).sort()).toEqual([
      `chargeback-disp_1-opened-${PAYER}`,
      `chargeback-disp_1-won-${PAYER}`,
    ]);
    expect(sellerMail).toHaveLength(2);
    // Neither learns the other's address, nor anything of them but that they exist (the disclosure table).
    for (const mail of payerMail) expect(JSON.stringify(mail.message)).not.toContain('seller@example.test');
    for (const mail of sellerMail) expect(JSON.stringify(mail.message)).not.toContain('payer@example.test');
    expect(payerMail[0]!.message.text).toContain('http://localhost:3000/dashboard?project=p1');
  });

  it('recovered from a paid-out seller and lost: the seller is told the share is taken back and stays taken', async () => {
    await seedPeople();
    const open = chargeback({
      treatment: 'recovered',
      purpose: 'store',
      subject: 'order-o1',
      subjectId: 'o1',
      title: 'Drone',
    });
    // The bank's decision can arrive before its opening was delivered (decision 049): both are told, once.
    const lost = { ...open, status: 'lost' as const, updatedAt: DECIDED_AT };
    await delivered(change('disp_2', null, lost));
    await delivered(change('disp_2', lost, { ...lost, status: 'closed' }));

    const seller = await notificationsOf(SELLER);
    expect(seller.map((n) => [n.kind, n.title]).sort()).toEqual([
      ['chargeback-lost', 'Chargeback lost: your share went back'],
      ['chargeback-opened', 'Payment disputed: your share taken back'],
    ]);
    expect(seller.find((n) => n.kind === 'chargeback-opened')?.text).toContain(
      "The payer's bank disputed their payment of ₹1,500.00 for “Drone” (a chargeback), which was paid out to you. Your share of ₹1,050.00 is taken back from your earnings; your next earnings pay it first.",
    );
    expect(seller.find((n) => n.kind === 'chargeback-lost')?.text).toBe(
      "The bank decided the chargeback on the payment of ₹1,500.00 for “Drone” in the payer's favour: the ₹1,050.00 taken back from your earnings stays taken.",
    );
    const payer = await notificationsOf(PAYER);
    expect(payer.find((n) => n.kind === 'chargeback-lost')).toMatchObject({
      text: 'Your bank decided your dispute of your payment of ₹1,500.00 for “Drone” in your favour: it returned the amount to you.',
      link: '/dashboard?order=o1',
    });
  });

  it('a payment with no seller tells its payer only; a held payout won tells the seller it is no longer held', async () => {
    await seedPeople();
    await delivered(change('disp_3', null, chargeback({ sellerId: null, sellerSharePaise: 0, treatment: 'none' })));
    expect((await notificationsOf(PAYER)).map((n) => n.id)).toEqual(['chargeback-disp_3-opened']);
    expect(await notificationsOf(SELLER)).toEqual([]);

    const held = chargeback({ treatment: 'payout-held', payoutId: 'p1' });
    await delivered(change('disp_4', null, held));
    await delivered(change('disp_4', held, { ...held, status: 'won', updatedAt: DECIDED_AT }));
    const seller = await notificationsOf(SELLER);
    expect(seller.find((n) => n.kind === 'chargeback-opened')?.text).toContain(
      'Your payout of ₹1,050.00 for it is held until the bank decides.',
    );
    expect(seller.find((n) => n.kind === 'chargeback-won')?.text).toBe(
      'The bank decided the chargeback on the payment of ₹1,500.00 for “Line-following robot” in our favour: your payout of ₹1,050.00 is no longer held.',
    );
  });
});
