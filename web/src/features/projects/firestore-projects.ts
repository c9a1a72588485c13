// The ProjectsPort on Firestore: the dashboard's live lists, posting, and the actions the rules let a
// browser write. Documents are read through shared's projectSchema (Timestamps become millis there).
import {
  Timestamp,
  doc,
  getDoc,
  onSnapshot,
  query,
  runTransaction,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { newProjectFields, type NewProject } from '@marketplace/shared/projects/post-project';
import { projectSchema, type Project } from '@marketplace/shared/projects/project';
import {
  ProjectGoneError,
  actionPatch,
  canPerform,
  isListedFor,
  type Actor,
} from '@marketplace/shared/projects/project-actions';
import { projectDeliveryDoc, projectDoc, projectsCollection } from '../../lib/paths.ts';
import { logged, loggedWatch, type Watch } from '../../lib/watch.ts';
import type { ProjectsPort } from './projects.port.ts';

/** A project document as the screens see it, or null when it does not have a project's shape. */
export function projectFromData(id: string, data: DocumentData): Project | null {
  const parsed = projectSchema.safeParse({ ...data, id });
  return parsed.success ? parsed.data : null;
}

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
    watchProjects: (actor) => loggedWatch('Listing projects', watchProjects(db, actor)),
    postProject: (student, project) => logged('Posting a project', postProject(db, student, project)),
    perform: (action, projectId, actor) =>
      logged(`Project action '${action}'`, perform(db, action, projectId, actor), (e) => e instanceof ProjectGoneError),
  };
}

function watchProjects(db: Firestore, actor: Actor): Watch<Project[]> {
  return (onNext, onError) => {
    const collection = projectsCollection(db);
    if (actor.role === 'student') {
      // The rules let a student list only their own projects, so the query must say so.
      return onSnapshot(
        query(collection, where('studentId', '==', actor.uid)),
        (snapshot) => onNext(projectsIn(snapshot).filter((project) => isListedFor(project, actor))),
        onError,
      );
    }
    // A seller sees every project still in play plus their own completed ones (SPEC 6). Firestore has no OR
    // across fields that the rules can check, so two queries are merged here.
    const parts: [Project[] | null, Project[] | null] = [null, null];
    const emit = () => {
      const [active, own] = parts;
      if (!active || !own) return; // 'Loading projects...' until both have answered
      const byId = new Map<string, Project>();
      for (const project of [...active, ...own]) byId.set(project.id, project);
      onNext([...byId.values()].filter((project) => isListedFor(project, actor)));
    };
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      onError(error);
    };
    const listen = (part: 0 | 1, constraint: ReturnType<typeof where>) =>
      onSnapshot(
        query(collection, constraint),
        (snapshot) => {
          parts[part] = projectsIn(snapshot);
          emit();
        },
        fail,
      );
    const unsubscribers = [
      listen(0, where('status', 'in', ['Open', 'In Progress'])),
      listen(1, where('sellerId', '==', actor.uid)),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
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

async function perform(db: Firestore, action: 'take' | 'complete' | 'release', projectId: string, actor: Actor) {
  const ref = projectDoc(db, projectId);
  if (action === 'take') {
    // Two sellers may take at once; the transaction lets exactly one win.
    try {
      await runTransaction(db, async (transaction) => {
        const project = await transaction.get(ref);
        const current = project.exists() ? projectFromData(project.id, project.data()) : null;
        if (!current || !canPerform('take', current, actor)) throw new ProjectGoneError();
        transaction.update(ref, { ...actionPatch('take', actor) });
      });
    } catch (error) {
      // A loser of a simultaneous take is refused by the rules (the project is no longer Open when its write
      // lands) rather than by the check above: tell it apart from a real failure by looking again.
      if (error instanceof ProjectGoneError || (error as { code?: string }).code !== 'permission-denied') throw error;
      const now = await getDoc(ref).catch(() => null);
      if (now && (!now.exists() || now.data().status !== 'Open')) throw new ProjectGoneError();
      throw error;
    }
    return;
  }
  // Complete and release have one possible writer each, so a plain update is enough; the rules check it.
  await updateDoc(ref, { ...actionPatch(action, actor) });
}
