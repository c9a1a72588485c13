// The visitor count the server keeps (SPEC 3 'Visitor counter'), for the admin dashboard.
import type { Watch } from '../../lib/watch.ts';

export interface AnalyticsPort {
  watchVisitorCount(): Watch<number>;
}
