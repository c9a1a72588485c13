// The dashboard's list a page at a time, in SPEC 4's order, without reading every project (issue 10: 10,000
// open projects must cost a seller one page). The order is status first (In Progress, Open, Completed, then
// Cancelled: issue 20, a cancelled project stays visible to both people, last), then
// the nearest deadline, so each status is its own query ordered by deadline, asked in turn: a status is read
// only for the room the ones before it left, plus one more document to know whether there are more.
import { limit, orderBy, query, where, type Firestore, type Query, type QuerySnapshot } from 'firebase/firestore';
import type { Project } from '@marketplace/shared/projects/project';
import { isListedFor, type Actor } from '@marketplace/shared/projects/project-actions';
import { watchQuery } from '../../lib/firestore-watch.ts';
import { projectsCollection } from '../../lib/paths.ts';
import type { Unsubscribe, Watch } from '../../lib/watch.ts';
import type { ProjectsPage } from './projects.port.ts';

/** The queries for each status in SPEC 4's order: what this person may list (firestore.rules), by deadline. */
function statusQueries(db: Firestore, actor: Actor): Query[] {
  const projects = projectsCollection(db);
  const byDeadline = orderBy('deadline');
  if (actor.role === 'student') {
    const mine = where('studentId', '==', actor.uid);
    return (['In Progress', 'Open', 'Completed', 'Cancelled'] as const).map((status) =>
      query(projects, mine, where('status', '==', status), byDeadline),
    );
  }
  // A seller sees every project still in play, and of the completed and cancelled ones only those they took (SPEC 6).
  const taken = where('sellerId', '==', actor.uid);
  return [
    query(projects, where('status', '==', 'In Progress'), byDeadline),
    query(projects, where('status', '==', 'Open'), byDeadline),
    query(projects, taken, where('status', '==', 'Completed'), byDeadline),
    query(projects, taken, where('status', '==', 'Cancelled'), byDeadline),
  ];
}

export function watchProjectsInOrder(
  db: Firestore,
  actor: Actor,
  pageLimit: number,
  read: (snapshot: QuerySnapshot) => Project[],
): Watch<ProjectsPage> {
  const queries = statusQueries(db, actor);
  return (onNext, onError) => {
    // Per status: the rows it answered (null while it loads), the room it was asked for, its listener.
    const rows: (Project[] | null)[] = queries.map(() => null);
    const rooms: number[] = queries.map(() => -1);
    const stops: (Unsubscribe | null)[] = queries.map(() => null);
    let failed = false;

    const listen = (index: number, room: number) => {
      stops[index]?.();
      rows[index] = null;
      rooms[index] = room;
      // One more than the room: a status with no room left is still asked for one, to say 'Load more'.
      // The list as a whole is logged by its port's adapter (firestore-projects.ts).
      const status = watchQuery('Listing projects', query(queries[index]!, limit(room + 1)), read, { log: false });
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

    /** Asks each status for the room the ones before it leave, and publishes once all have answered. */
    const settle = () => {
      let room = pageLimit;
      for (const [index, answered] of rows.entries()) {
        if (rooms[index] !== room) return listen(index, room);
        if (answered === null) return;
        room = Math.max(0, room - answered.length);
      }
      const shown = rows.flatMap((answered, index) => answered!.slice(0, rooms[index]));
      const more = rows.some((answered, index) => answered!.length > rooms[index]!);
      onNext({ projects: shown, more });
    };

    settle();
    return () => stops.forEach((stop) => stop?.());
  };
}
