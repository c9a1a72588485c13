// The Insights reads on Firestore: the daily fold's day and month documents by id, a query per run of consecutive
// ids (a page of 12 months reads a few hundred small documents, whatever the marketplace's size), and a seller's own
// months under the rules (decision 037).
import { documentId, query, where, type CollectionReference, type Firestore } from 'firebase/firestore';
import {
  insightsDaySchema,
  insightsMonthSchema,
  noFigures,
  sellerMonthSchema,
  type Figures,
} from '@marketplace/shared/insights/figures';
import { addDays, addMonths, type StoredFigures } from '@marketplace/shared/insights/periods';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { insightsDaysCollection, insightsMonthsCollection, sellerEarningsCollection } from '../../lib/paths.ts';
import { notYet, watchQuery } from '../../lib/firestore-watch.ts';
import { loggedWatch, type Watch } from '../../lib/watch.ts';
import type { InsightsPort } from './insights.port.ts';

/** Sorted ids cut into runs where each follows the one before. */
export function runsOf(ids: readonly string[], next: (id: string) => string): [string, string][] {
  const runs: [string, string][] = [];
  for (const id of ids) {
    const last = runs.at(-1);
    if (last && next(last[1]) === id) last[1] = id;
    else runs.push([id, id]);
  }
  return runs;
}

/** The documents of each run as one map by id, once every run's query has answered, and again at each change. */
function watchRuns(
  collection: CollectionReference,
  runs: readonly [string, string][],
  read: (data: unknown) => Figures,
): Watch<Map<string, Figures>> {
  return (onNext, onError) => {
    const answers: (Map<string, Figures> | undefined)[] = runs.map(() => undefined);
    const send = () => {
      if (answers.every((answer) => answer !== undefined)) onNext(new Map(answers.flatMap((answer) => [...answer!])));
    };
    if (runs.length === 0) {
      onNext(new Map());
      return () => {};
    }
    const stops = runs.map(([from, to], index) =>
      watchQuery(
        'Reading a run of insights',
        query(collection, where(documentId(), '>=', from), where(documentId(), '<=', to)),
        // What the SDK's cache holds of a run may be only part of it (what an earlier range read): a total made of
        // it would be wrong, so the figures wait for the server's answer.
        (snapshot) =>
          snapshot.metadata.fromCache ? notYet : new Map(snapshot.docs.map((doc) => [doc.id, read(doc.data())])),
        // The server's answer may change nothing but that it came from the server: it must still be heard. The whole
        // (watchFigures) logs a failure once.
        { includeMetadataChanges: true, log: false },
      )((answer) => {
        answers[index] = answer;
        send();
      }, onError),
    );
    return () => stops.forEach((stop) => stop());
  };
}

export function firestoreInsights(db: Firestore): InsightsPort {
  return {
    watchFigures: ({ days, months }) =>
      loggedWatch('Reading the insights', (onNext, onError) => {
        const stored: Partial<StoredFigures> = {};
        const send = () => {
          if (stored.days && stored.months) onNext({ days: stored.days, months: stored.months });
        };
        const stopDays = watchRuns(
          insightsDaysCollection(db),
          runsOf(days, (day) => addDays(day, 1)),
          (data) => insightsDaySchema.safeParse(data).data?.figures ?? noFigures(),
        )((found) => {
          stored.days = found;
          send();
        }, onError);
        const stopMonths = watchRuns(
          insightsMonthsCollection(db),
          runsOf(months, (month) => addMonths(month, 1)),
          (data) => insightsMonthSchema.safeParse(data).data?.figures ?? noFigures(),
        )((found) => {
          stored.months = found;
          send();
        }, onError);
        return () => {
          stopDays();
          stopMonths();
        };
      }),
    watchEarnings: (sellerId, fromMonth) =>
      watchQuery(
        'Reading the earnings by month',
        query(sellerEarningsCollection(db, sellerId), where(documentId(), '>=', fromMonth)),
        (snapshot) => parsedDocuments(sellerMonthSchema, snapshot.docs),
      ),
  };
}
