// The AnalyticsPort on Firestore: analytics/visitorCount.
import { onSnapshot, type Firestore } from 'firebase/firestore';
import { visitorCountDoc } from '../../lib/paths.ts';
import { loggedWatch } from '../../lib/watch.ts';
import type { AnalyticsPort } from './analytics.port.ts';

export function firestoreAnalytics(db: Firestore): AnalyticsPort {
  return {
    watchVisitorCount: () =>
      loggedWatch('Reading the visitor count', (onNext, onError) =>
        onSnapshot(visitorCountDoc(db), (snapshot) => onNext(Number(snapshot.data()?.count ?? 0)), onError),
      ),
  };
}
