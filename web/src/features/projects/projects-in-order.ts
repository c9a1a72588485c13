// The dashboard's list a page at a time, in SPEC 4's order, without reading every project (10,000
// open projects must cost a seller one page). The order is status first (In Progress, Open, Completed, then
// Cancelled: a cancelled project stays visible to both people, last), then
// the nearest deadline, so each status is its own query ordered by deadline, asked in turn: a status is read
// only for the room the ones before it left, plus one more document to know whether there are more.
import { limit, orderBy, query, where, type Firestore, type Query, type QuerySnapshot } from 'firebase/firestore';
import type { Project } from '@marketplace/shared/projects/project';
import { isListedFor, type Actor } from '@marketplace/shared/projects/project-actions';
import { notInList } from '@marketplace/shared/safety/block';
import { watchQuery } from '../../lib/firestore-watch.ts';
import { projectsCollection } from '../../lib/paths.ts';
import type { Unsubscribe, Watch } from '../../lib/watch.ts';
import type { ProjectsPage } from './projects.port.ts';

/** One status's query; `repeats` names an earlier query (by index) whose projects it may return again. */
interface StatusQuery {
  query: Query;
  repeats?: number;
}

/**
 * The queries for each status in SPEC 4's order: what this person may list (firestore.rules), by deadline. What a
 * seller browses states what the rules ask of it (decision 031): not hidden, and no student in `hidden` (the people
 * they blocked or who blocked them); their own work in progress is asked for apart, whoever blocked whom since, and
 * the browsing may return it again.
 */
function statusQueries(db: Firestore, actor: Actor, hidden: readonly string[]): StatusQuery[] {
  const projects = projectsCollection(db);
  const byDeadline = orderBy('deadline');
  if (actor.role === 'student') {
    const mine = where('studentId', '==', actor.uid);
    return (['In Progress', 'Open', 'Completed', 'Cancelled'] as const).map((status) => ({
      query: query(projects, mine, where('status', '==', status), byDeadline),
    }));
  }
  // A seller sees every project still in play, and of the completed and cancelled ones only those they took (SPEC 6).
  const taken = where('sellerId', '==', actor.uid);
  const browsable = [where('hidden', '==', false), where('studentId', 'not-in', notInList(hidden))];
  return [
    { query: query(projects, taken, where('status', '==', 'In Progress'), byDeadline) },
    { query: query(projects, where('status', '==', 'In Progress'), ...browsable, byDeadline), repeats: 0 },
    { query: query(projects, where('status', '==', 'Open'), ...browsable, byDeadline) },
    { query: query(projects, taken, where('status', '==', 'Completed'), byDeadline) },
    { query: query(projects, taken, where('status', '==', 'Cancelled'), byDeadline) },
  ];
}

export function watchProjectsInOrder(
  db: Firestore,
  actor: Actor,
  pageLimit: number,
  read: (snapshot: QuerySnapshot) => Project[],
  hidden: readonly string[] = [],
): Watch<ProjectsPage> {
  const queries = statusQueries(db, actor, hidden);
  return (onNext, onError) => {
    // Per status: the rows it answered (null while it loads), how many it was asked for, its listener.
    const rows: (Project[] | null)[] = queries.map(() => null);
    const asked: number[] = queries.map(() => -1);
    const stops: (Unsubscribe | null)[] = queries.map(() => null);
    let failed = false;

    const listen = (index: number, count: number) => {
      stops[index]?.();
      rows[index] = null;
      asked[index] = count;
      // The list as a whole is logged by its port's adapter (firestore-projects.ts).
      const status = watchQuery('Listing projects', query(queries[index]!.query, limit(count)), read, { log: false });
      stops[index] = status(
        (answered) => {
          rows[index] = answered.filter((project) => isListedFor(project, actor));
          settle();
        },
        (error) => {
          if (failed) return;
          failed = true;
          onError(error);
        },
      );
    };

    /**
     * Asks each status for the room the ones before it leave, and publishes once all have answered. Each is asked for
     * one more than its room (a status with no room left is still asked for one, to say 'Load more'), and for as many
     * again as the query it repeats answered, so what it repeats (shown once) does not use up that room.
     */
    const settle = () => {
      let room = pageLimit;
      let more = false;
      const shown: Project[] = [];
      const ids = new Set<string>();
      for (const [index, answered] of rows.entries()) {
        const repeats = queries[index]!.repeats;
        const count = room + 1 + (repeats === undefined ? 0 : rows[repeats]!.length);
        if (asked[index] !== count) return listen(index, count);
        if (answered === null) return;
        const fresh = answered.filter((project) => !ids.has(project.id));
        for (const project of fresh.slice(0, room)) {
          ids.add(project.id);
          shown.push(project);
        }
        more ||= fresh.length > room;
        room = Math.max(0, room - fresh.length);
      }
      onNext({ projects: shown, more });
    };

    settle();
    return () => stops.forEach((stop) => stop?.());
  };
}
