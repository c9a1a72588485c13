// firestore.rules for the operator's figures (decision 037): the platform's aggregates (counter shards, the daily
// fold's day and month documents) are for admins only; a seller's earnings by month for that seller and admins; the
// server alone writes any of them.
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { noFigures } from '@marketplace/shared/insights/figures';
import { assignedSeller, useMarketplaceRules } from './support/marketplace.ts';
import { at, within } from './support/documents.ts';
import { describeMatrix } from './support/permission-matrix.ts';
import { seed } from './support/rules-test-env.ts';

const env = useMarketplaceRules();

const DAY = '2026-03-10';
const MONTH = '2026-03';
const dayDocument = { day: DAY, figures: { ...noFigures(), gmvPaise: 123_457 } };
const monthDocument = { month: MONTH, figures: { ...noFigures(), gmvPaise: 123_457 } };
const earnings = { month: MONTH, days: { '10': 86_420 } };
const shard = { visitors: 41, users: 3 };

async function seedFigures() {
  await Promise.all([
    seed(env, insightsPaths.insightsDay(DAY), dayDocument),
    seed(env, insightsPaths.insightsMonth(MONTH), monthDocument),
    seed(env, insightsPaths.counterShard('totals', 0), shard),
    seed(env, insightsPaths.counterShard(`visits-${DAY}`, 0), { visitors: 7 }),
    seed(env, insightsPaths.sellerEarningsMonth(assignedSeller.uid, MONTH), earnings),
  ]);
}

describeMatrix('the platform’s figures and a seller’s earnings', env, {
  seed: seedFigures,
  operations: {
    'read a day': (db) => at(db, insightsPaths.insightsDay(DAY)).read(),
    'list the days': (db) => within(db, insightsPaths.insightsDays).list(),
    'read a month': (db) => at(db, insightsPaths.insightsMonth(MONTH)).read(),
    'list the months': (db) => within(db, insightsPaths.insightsMonths).list(),
    'list the tiles’ shards': (db) => within(db, insightsPaths.counterShards('totals')).list(),
    'list a day’s visits': (db) => within(db, insightsPaths.counterShards(`visits-${DAY}`)).list(),
    'read the seller’s month': (db) => at(db, insightsPaths.sellerEarningsMonth(assignedSeller.uid, MONTH)).read(),
    'list the seller’s months': (db) => within(db, insightsPaths.sellerEarnings(assignedSeller.uid)).list(),
    'write a day': (db) => at(db, insightsPaths.insightsDay(DAY)).set(dayDocument),
    'write a month': (db) => at(db, insightsPaths.insightsMonth(MONTH)).set(monthDocument),
    'add to a shard': (db) => at(db, insightsPaths.counterShard('totals', 0)).update({ visitors: 1_000 }),
    'write the seller’s month': (db) =>
      at(db, insightsPaths.sellerEarningsMonth(assignedSeller.uid, MONTH)).set({ month: MONTH, days: { '10': 1 } }),
    'delete the seller’s month': (db) => at(db, insightsPaths.sellerEarningsMonth(assignedSeller.uid, MONTH)).remove(),
  },
  grid: `
                              visitor student other-student assigned-seller other-seller admin
      read a day                   N       N       N             N               N         Y
      list the days                N       N       N             N               N         Y
      read a month                 N       N       N             N               N         Y
      list the months              N       N       N             N               N         Y
      list the tiles’ shards       N       N       N             N               N         Y
      list a day’s visits          N       N       N             N               N         Y
      read the seller’s month      N       N       N             Y               N         Y
      list the seller’s months     N       N       N             Y               N         Y
      write a day                  N       N       N             N               N         N
      write a month                N       N       N             N               N         N
      add to a shard               N       N       N             N               N         N
      write the seller’s month     N       N       N             N               N         N
      delete the seller’s month    N       N       N             N               N         N
    `,
});
