// The demo's 12 months of history (decision 037), so the Insights charts and a seller's earnings by month show a real
// shape on a first start: a marketplace that grows through the year, busier on weekdays and in the exam months.
// Money is booked as the ledger books it (captures, releases, sales, cash collected, refunds: entries of subjects
// that ended, so nothing stays held); what has no ledger (projects posted and taken, disputes, payouts processed, new
// people, visits) is imported per day, as figures from before the data was kept, which the daily fold adds. Pure and
// seeded: the same history every time for the same days.
import { addFigures, noFigures, type Figures } from '@marketplace/shared/insights/figures';
import { histogramOf } from '@marketplace/shared/insights/histogram';
import { addDays, daysOf } from '@marketplace/shared/insights/periods';
import { indiaDayRange } from '@marketplace/shared/ledger/india-day';
import {
  captureEntry,
  codCollectedEntry,
  earningEntry,
  ledgerSubject,
  payoutPaidEntry,
  refundDueEntry,
  refundPaidEntry,
  storedAt,
} from '@marketplace/shared/ledger/ledger';
import { earningKinds } from '@marketplace/shared/ledger/money-figures';
import { splitPaise } from '@marketplace/shared/projects/money';
import { seededRandom } from '@marketplace/shared/seeded-random';

export const HISTORY_DAYS = 365;

/**
 * The history's days: a year, ending the day before yesterday. Its entries have no provider movements, and the daily
 * reconciliation (decision 029) checks yesterday's at 02:30: a first start just after midnight must not hand it a
 * day of made-up payments.
 */
export const historySpan = (today: string) => ({ from: addDays(today, -HISTORY_DAYS - 1), to: addDays(today, -2) });
const HOUR_MS = 3_600_000;

export interface DemoHistory {
  entries: ReturnType<typeof storedAt>[];
  imports: Map<string, Figures>;
}

/**
 * The history of the HISTORY_DAYS days of historySpan(`today`) (India's date). `sellers`: who earns; the first (the demo
 * seller) earns about a third of it, so their earnings by month show the same shape.
 */
export function demoHistory(today: string, sellers: readonly string[]): DemoHistory {
  const random = seededRandom(20_260_101);
  const entries: DemoHistory['entries'] = [];
  const imports = new Map<string, Figures>();
  const days = daysOf(historySpan(today));
  for (const [index, day] of days.entries()) {
    const { start } = indiaDayRange(day);
    const growth = 0.4 + (1.6 * index) / days.length;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const weekly = weekday === 0 || weekday === 6 ? 0.6 : 1.1;
    const month = Number(day.slice(5, 7));
    const season = [3, 4, 11, 12].includes(month) ? 1.35 : 1;
    const busy = growth * weekly * season;
    const count = (mean: number) => Math.max(0, Math.round(mean * busy * (0.6 + 0.8 * random())));
    const at = () => start + Math.floor((9 + 12 * random()) * HOUR_MS);
    const seller = () => (random() < 0.35 ? sellers[0]! : sellers[1 + Math.floor(random() * (sellers.length - 1))]!);
    const paise = (base: number) => base + Math.floor(random() * base) + (Math.floor(random() * 100) % 100);

    const fundings = count(3);
    for (let n = 0; n < fundings; n++) {
      const party = {
        subject: ledgerSubject.project(`history-${day}-${n}`),
        payerId: `history-student-${n % 40}`,
        sellerId: seller(),
      };
      const amount = paise(150_000);
      const paidAt = at();
      entries.push(
        storedAt(
          captureEntry(party, {
            paymentId: `pay_h${day}${n}`,
            paymentOrderId: `order_h${day}p${n}`,
            amountPaise: amount,
          }),
          paidAt,
        ),
      );
      if (random() < 0.08) {
        entries.push(
          storedAt(
            refundDueEntry(party, { refundId: `project-history-${day}-${n}`, amountPaise: amount }),
            paidAt + HOUR_MS,
          ),
        );
        entries.push(
          storedAt(
            refundPaidEntry(party, {
              refundId: `project-history-${day}-${n}`,
              amountPaise: amount,
              providerRefundId: `rfnd_h${day}${n}`,
            }),
            paidAt + 2 * HOUR_MS,
          ),
        );
      } else {
        entries.push(
          storedAt(
            earningEntry({ ...party, sellerId: party.sellerId }, 'release', splitPaise(amount)),
            paidAt + 2 * HOUR_MS,
          ),
        );
      }
    }
    const orders = count(5);
    for (let n = 0; n < orders; n++) {
      const party = {
        subject: ledgerSubject.order(`history-${day}-${n}`),
        payerId: `history-buyer-${n % 60}`,
        sellerId: seller(),
      };
      const amount = paise(40_000);
      const paidAt = at();
      if (random() < 0.25) {
        entries.push(
          storedAt(
            codCollectedEntry({ ...party, sellerId: party.sellerId }, `history-${day}-${n}`, splitPaise(amount)),
            paidAt,
          ),
        );
      } else {
        entries.push(
          storedAt(
            captureEntry(party, {
              paymentId: `pay_h${day}o${n}`,
              paymentOrderId: `order_h${day}o${n}`,
              amountPaise: amount,
            }),
            paidAt,
          ),
        );
        entries.push(
          storedAt(earningEntry({ ...party, sellerId: party.sellerId }, 'sale', splitPaise(amount)), paidAt + HOUR_MS),
        );
      }
    }

    // Each seller is paid the day's earnings that night, as the live marketplace pays its sellers: the earlier books'
    // payouts, so a seller's statement and Your Payouts' 'Owed' end at what the live data owes (decision 044), not at
    // a year of earnings never paid.
    const earnedToday = new Map<string, number>();
    for (const entry of entries) {
      if (entry.day !== day || !entry.sellerId || !earningKinds.includes(entry.kind)) continue;
      earnedToday.set(entry.sellerId, (earnedToday.get(entry.sellerId) ?? 0) - entry.totals.sellerDue);
    }
    for (const [sellerId, amountPaise] of earnedToday) {
      const payoutId = `history-${day}-${sellerId}`;
      const party = { subject: `history-payouts-${day}`, payerId: null, sellerId };
      const paid = payoutPaidEntry(party, { payoutId, attempt: 1, amountPaise, providerPayoutId: `pout_${payoutId}` });
      entries.push(storedAt(paid, start + 24 * HOUR_MS - 60_000));
    }

    const posted = count(6);
    const taken = Math.min(posted, count(4));
    const disputes = random() < 0.15 * busy ? 1 : 0;
    const settled = disputes && random() < 0.8 ? 1 : 0;
    const outcome = random();
    imports.set(
      day,
      addFigures([
        noFigures(),
        {
          ...noFigures(),
          projectsPosted: posted,
          projectsTaken: taken,
          projectsCompleted: Math.min(taken, count(3)),
          projectsReleased: fundings,
          disputesOpened: disputes,
          settledRelease: settled && outcome < 0.5 ? 1 : 0,
          settledRefund: settled && outcome >= 0.5 && outcome < 0.8 ? 1 : 0,
          settledSplit: settled && outcome >= 0.8 ? 1 : 0,
          payoutsProcessed: fundings,
          newStudents: count(4),
          newSellers: count(1.2),
          visitors: count(120),
          timeToTake: histogramOf(Array.from({ length: taken }, () => (1 + 40 * random() ** 2) * HOUR_MS)),
          payoutLatency: histogramOf(Array.from({ length: fundings }, () => (0.2 + 30 * random() ** 3) * HOUR_MS)),
        },
      ]),
    );
  }
  return { entries, imports };
}
