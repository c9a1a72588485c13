// The ProjectsPort on Firestore: the dashboard's live lists, posting, and the actions the rules let a
// browser write. Documents are read through shared's projectSchema (Timestamps become millis there).
import {
  Timestamp,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { newProjectFields, type NewProject } from '@marketplace/shared/projects/post-project';
import { projectSchema, type Project } from '@marketplace/shared/projects/project';
import {
  ProjectGoneError,
  canPerform,
  transitionPatch,
  type Actor,
} from '@marketplace/shared/projects/project-actions';
import { projectDeliveryDoc, projectDoc, projectsCollection } from '../../lib/paths.ts';
import { parsedDocument } from '../../lib/parsed-documents.ts';
import { logged, loggedWatch } from '../../lib/watch.ts';
import type { DirectAction, ProjectsPort } from './projects.port.ts';
import { watchProjectsInOrder } from './projects-in-order.ts';

/** A project document as the screens see it, or null when it does not have a project's shape. */
export const projectFromData = (id: string, data: DocumentData): Project | null =>
  parsedDocument(projectSchema, id, data);

/** What the Post a New Project form writes (the rules suite checks exactly this document). */
export function projectDocument(student: Pick<Actor, 'uid' | 'email'>, project: NewProject): DocumentData {
  return {
    ...newProjectFields(student, project),
    deadline: Timestamp.fromMillis(project.deadline),
    createdAt: serverTimestamp(),
  };
}

function projectsIn(snapshot: QuerySnapshot): Project[] {
  return snapshot.docs.flatMap((document) => {
    const project = projectFromData(document.id, document.data());
    if (!project) console.warn(`Project ${document.id} does not have a project's shape; it is not shown.`);
    return project ? [project] : [];
  });
}

export function firestoreProjects(db: Firestore): ProjectsPort {
  return {
    watchProjects: (actor, limit) =>
      loggedWatch('Listing projects', watchProjectsInOrder(db, actor, limit, projectsIn)),
    postProject: (student, project) => logged('Posting a project', postProject(db, student, project)),
    perform: (action, projectId, actor) =>
      logged(`Project action '${action}'`, perform(db, action, projectId, actor), (e) => e instanceof ProjectGoneError),
  };
}

async function postProject(db: Firestore, student: Actor, project: NewProject): Promise<string> {
  const ref = doc(projectsCollection(db));
  const batch = writeBatch(db);
  // The address goes to its own document in the same batch: sellers can read every open project.
  batch.set(ref, projectDocument(student, project));
  batch.set(projectDeliveryDoc(db, ref.id), { deliveryAddress: project.deliveryAddress });
  await batch.commit();
  return ref.id;
}

/** Taking: two sellers may take at once; the transaction lets exactly one win. */
async function perform(db: Firestore, _take: DirectAction, projectId: string, actor: Actor) {
  const ref = projectDoc(db, projectId);
  try {
    await runTransaction(db, async (transaction) => {
      const project = await transaction.get(ref);
      const current = project.exists() ? projectFromData(project.id, project.data()) : null;
      if (!current || !canPerform('take', current, actor)) throw new ProjectGoneError();
      transaction.update(ref, { ...transitionPatch('take', current, actor, { now: Date.now() }) });
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
