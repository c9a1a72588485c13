// The ProjectsPort on Firestore: the dashboard's live lists and taking, the one step the rules let a browser
// write; posting is the projects' client's (decision 083). Documents are read through shared's projectSchema (Timestamps
// become millis there).
import {
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import { TAKEN_EVENT_ID, takenEvent } from '@marketplace/shared/projects/project-history';
import { projectSchema, type Project } from '@marketplace/shared/projects/project';
import {
  ProjectGoneError,
  canPerform,
  transitionPatch,
  type Actor,
} from '@marketplace/shared/projects/project-actions';
import { projectDoc } from '../../lib/paths.ts';
import { parsedDocument } from '../../lib/parsed-documents.ts';
import { samePeople, watchHiddenPeople } from '../../lib/hidden-people.ts';
import { logged, loggedWatch, switchWatch } from '../../lib/watch.ts';
import type { DirectAction, ProjectsPort } from './projects.port.ts';
import { watchProjectsInOrder } from './projects-in-order.ts';

/** A project document as the screens see it, or null when it does not have a project's shape. */
export const projectFromData = (id: string, data: DocumentData): Project | null =>
  parsedDocument(projectSchema, id, data);

function projectsIn(snapshot: QuerySnapshot): Project[] {
  return snapshot.docs.flatMap((document) => {
    const project = projectFromData(document.id, document.data());
    if (!project) console.warn(`Project ${document.id} does not have a project's shape; it is not shown.`);
    return project ? [project] : [];
  });
}

export function firestoreProjects(db: Firestore): ProjectsPort {
  return {
    // A seller's lists leave out the people they hide (decision 031), and follow that list as it changes.
    watchProjects: (actor, limit) =>
      loggedWatch(
        'Listing projects',
        actor.role === 'seller'
          ? switchWatch(
              watchHiddenPeople(db, actor.uid),
              (hidden) => watchProjectsInOrder(db, actor, limit, projectsIn, hidden),
              samePeople,
            )
          : watchProjectsInOrder(db, actor, limit, projectsIn),
      ),
    perform: (action, projectId, actor) =>
      logged(`Project action '${action}'`, perform(db, action, projectId, actor), (e) => e instanceof ProjectGoneError),
  };
}

/**
 * Taking: two sellers may take at once; the transaction lets exactly one win. The take's history event goes in
 * the same transaction, as the rules require (decision 062): the student is told from it.
 */
async function perform(db: Firestore, _take: DirectAction, projectId: string, actor: Actor) {
  const ref = projectDoc(db, projectId);
  try {
    await runTransaction(db, async (transaction) => {
      const project = await transaction.get(ref);
      const current = project.exists() ? projectFromData(project.id, project.data()) : null;
      if (!current || !canPerform('take', current, actor)) throw new ProjectGoneError();
      transaction.update(ref, { ...transitionPatch('take', current, actor, { now: Date.now() }) });
      const event = doc(db, paths.projectHistory(projectId), TAKEN_EVENT_ID);
      transaction.set(event, { ...takenEvent(actor.uid), at: serverTimestamp() });
    });
  } catch (error) {
    // A loser of a simultaneous take is refused by the rules (the project is no longer Open when its write
    // lands) rather than by the check above: tell it apart from a real failure by looking again.
    if (error instanceof ProjectGoneError || (error as { code?: string }).code !== 'permission-denied') throw error;
    const now = await getDoc(ref).catch(() => null);
    if (now && (!now.exists() || now.data().status !== 'Open')) throw new ProjectGoneError();
    throw error;
  }
}
