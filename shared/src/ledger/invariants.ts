// What must hold of the ledger whatever happened (decision 029), as one pure check over its entries: the API suites,
// the demo seed's test and the concurrency test ask it after their work, and the reconciliation reports it.
import { accountKinds, isBalanced, totalsOf, type LedgerEntry } from './ledger.ts';

/**
 * What one subject's money did: every paisa captured is refunded, earned (seller and platform), still held, or taken
 * back by a lost chargeback.
 */
export interface SubjectMoney {
  captured: number;
  refunded: number;
  sellerShare: number;
  platformShare: number;
  held: number;
  /** Held money a lost chargeback sent back to the payer through their bank (decision 049). */
  chargedBack: number;
}

/** Each subject's money, from its entries (a subject's lines are the ones on its own held account). */
export function moneyBySubject(entries: readonly LedgerEntry[]): Map<string, SubjectMoney> {
  const bySubject = new Map<string, SubjectMoney>();
  for (const entry of entries) {
    if (!entry.subject) continue;
    const money = bySubject.get(entry.subject) ?? {
      captured: 0,
      refunded: 0,
      sellerShare: 0,
      platformShare: 0,
      held: 0,
      chargedBack: 0,
    };
    const { held, refundDue, sellerDue, platform, provider, cod } = entry.totals;
    if (entry.kind === 'capture') money.captured += provider;
    if (entry.kind === 'cod-collected') money.captured += cod;
    if (entry.kind === 'refund-due') money.refunded -= refundDue;
    if (
      entry.kind === 'release' ||
      entry.kind === 'sale' ||
      entry.kind === 'settlement' ||
      entry.kind === 'cod-collected'
    ) {
      money.sellerShare -= sellerDue;
      money.platformShare -= platform;
    }
    if (entry.kind === 'chargeback-lost') money.chargedBack += held;
    money.held -= held;
    bySubject.set(entry.subject, money);
  }
  return bySubject;
}

/**
 * The ledger's problems, in words (empty when it holds): an entry whose lines do not balance or whose totals do not
 * match its lines; the whole set not summing to zero on every kind taken together; a subject whose captured money is
 * not refunded + earned + still held, or that holds less than nothing; money still held on a subject that has ended
 * (`ended` says which have: a released, refunded or settled project, a delivered or cancelled order).
 */
export function ledgerProblems(
  entries: readonly LedgerEntry[],
  ended: (subject: string) => boolean = () => false,
): string[] {
  const problems: string[] = [];
  let sum = 0;
  for (const entry of entries) {
    if (!isBalanced(entry.lines)) problems.push(`entry ${entry.id} does not balance`);
    const totals = totalsOf(entry.lines);
    if (accountKinds.some((kind) => totals[kind] !== entry.totals[kind]))
      problems.push(`entry ${entry.id}'s totals do not match its lines`);
    sum += entry.lines.reduce((total, line) => total + line.amountPaise, 0);
  }
  if (sum !== 0) problems.push(`the ledger sums to ${sum} paise, not zero`);
  for (const [subject, money] of moneyBySubject(entries)) {
    const accounted = money.refunded + money.sellerShare + money.platformShare + money.held + money.chargedBack;
    if (money.captured !== accounted)
      problems.push(
        `${subject}: captured ${money.captured} paise but refunded, earned, held and charged back add up to ${accounted}`,
      );
    if (money.held < 0) problems.push(`${subject}: holds ${money.held} paise`);
    if (money.held !== 0 && ended(subject)) problems.push(`${subject} has ended but still holds ${money.held} paise`);
  }
  return problems;
}
