// The console's search at size (decision 063): 100,000 payments (payment orders with their provider payment ids and
// the search keys the server writes with them) and a payout for every tenth; how long a search takes to find one payment by its provider id, one payout by its UTR and one
// person by name, each beside a plain read of one document by its id in the same run. Target: within 1 s.
import type { Firestore } from 'firebase-admin/firestore';
import { SEARCH_GRAMS_FIELD, searchGramsOf, userSearchTexts } from '@marketplace/shared/admin/admin-search';
import { searchKeyTargets } from '@marketplace/shared/admin/search-keys';
import { paths } from '@marketplace/shared/paths';
import { searchConsole } from '../../functions/src/features/admin/console-search.ts';
import type { BenchFirestore } from './bench-stack.ts';
import { p50AndP99, type Figure } from './figures.ts';

const PAYMENTS = 100_000;
const PEOPLE = 1_000;
const SEARCHES = 60;

const paymentId = (n: number) => `pay_Bench${String(n).padStart(6, '0')}`;
const orderId = (n: number) => `order_Bench${String(n).padStart(6, '0')}`;
const utr = (n: number) => `UTR2026${String(n).padStart(8, '0')}`;

async function seed(db: Firestore, say: (line: string) => void): Promise<void> {
  const writer = db.bulkWriter();
  for (let n = 0; n < PAYMENTS; n++) {
    void writer.set(db.doc(paths.paymentOrder(orderId(n))), {
      purpose: 'project',
      projectId: `bench-project-${n}`,
      studentId: `bench-student-${n % PEOPLE}`,
      amountPaise: 100_000 + n,
      currency: 'INR',
      status: 'paid',
      paymentId: paymentId(n),
      createdAt: Date.UTC(2026, 0, 1) + n * 60_000,
    });
    // The search key the server writes with the payment (record-payment.ts, decision 063).
    void writer.set(db.doc(paths.searchKey(paymentId(n))), {
      targets: [searchKeyTargets.paymentOfOrder(paths.paymentOrder(orderId(n)))],
    });
    if (n % 10 === 0)
      void writer.set(db.doc(paths.payout(`bench-project-${n}`)), {
        projectId: `bench-project-${n}`,
        title: `Bench project ${n}`,
        sellerId: `bench-seller-${n % PEOPLE}`,
        sellerEmail: `seller${n % PEOPLE}@bench.test`,
        sellerPaise: 70_000,
        status: 'processed',
        reference: utr(n),
        createdAt: Date.UTC(2026, 0, 1) + n * 60_000,
      });
    if (n % 10 === 0)
      void writer.set(db.doc(paths.searchKey(utr(n))), {
        targets: [searchKeyTargets.utr(paths.payout(`bench-project-${n}`))],
      });
    if (n > 0 && n % 20_000 === 0) say(`  ${n.toLocaleString('en')} payments written`);
  }
  for (let p = 0; p < PEOPLE; p++) {
    const person = {
      uid: `bench-person-${p}`,
      email: `person${p}@bench.test`,
      role: 'student',
      fullName: `Bench Person ${p}`,
    };
    void writer.set(db.doc(paths.user(person.uid)), {
      ...person,
      [SEARCH_GRAMS_FIELD]: searchGramsOf(userSearchTexts(person)),
    });
  }
  await writer.close();
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export async function benchConsoleSearch({ db }: BenchFirestore, say: (line: string) => void): Promise<Figure[]> {
  say(
    `seeding ${PAYMENTS.toLocaleString('en')} payments, ${(PAYMENTS / 10).toLocaleString('en')} payouts, ${PEOPLE} people`,
  );
  await seed(db, say);
  const picks = Array.from({ length: SEARCHES }, (_, i) => Math.floor(((i * 7919) % SEARCHES) * (PAYMENTS / SEARCHES)));
  // One of each first, unmeasured: the emulator's first query of a shape is slower than any later.
  await searchConsole({ db }, paymentId(1));
  await db.doc(paths.paymentOrder(orderId(1))).get();
  const byPayment: number[] = [];
  const byUtr: number[] = [];
  const byName: number[] = [];
  const plain: number[] = [];
  const oneQuery: number[] = [];
  for (const n of picks) {
    const tenth = n - (n % 10);
    plain.push(await timed(() => db.doc(paths.paymentOrder(orderId(n))).get()));
    byPayment.push(
      await timed(async () => {
        const { results } = await searchConsole({ db }, paymentId(n));
        if (!results.some((result) => result.id === orderId(n)))
          throw new Error(`no payment found for ${paymentId(n)}`);
      }),
    );
    byUtr.push(
      await timed(async () => {
        const { results } = await searchConsole({ db }, utr(tenth));
        if (!results.some((result) => result.kind === 'payout')) throw new Error(`no payout found for ${utr(tenth)}`);
      }),
    );
    byName.push(await timed(() => searchConsole({ db }, `Bench Person ${n % PEOPLE}`)));
    oneQuery.push(
      await timed(() =>
        db
          .collection(paths.users)
          .where('email', '==', `person${n % PEOPLE}@bench.test`)
          .limit(5)
          .get(),
      ),
    );
  }
  const baseline = { name: 'read one payment by id', values: plain };
  const withTarget = (figures: Figure[]) =>
    figures.map((figure) => ({ ...figure, target: { value: 1000, kind: 'max' as const } }));
  return [
    ...withTarget(p50AndP99('console search, payment id (100k)', byPayment, baseline)),
    ...withTarget(p50AndP99('console search, UTR (10k payouts)', byUtr, baseline)),
    // A name is no key: the search runs its six queries at once. Its floor is one such query on the same emulator,
    // whose queries cost with everything stored (decision 063), so it stands beside that, not beside a point read.
    ...withTarget(
      p50AndP99('console search, a name (1k people)', byName, {
        name: 'one query of users by email',
        values: oneQuery,
      }),
    ),
  ];
}
