// The ProjectsPort on Firestore. Timestamps become epoch millis here and go no further (STYLE rule 6).
import {
  Timestamp,
  addDoc,
  arrayRemove,
  arrayUnion,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  getDoc,
  runTransaction,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { actionPatch, isListedFor } from '@marketplace/shared/projects/project-actions';
import {
  CHAT_HISTORY_LIMIT,
  deliverySchema,
  projectMessageSchema,
  projectSchema,
  type Project,
  type ProjectMessage,
} from '@marketplace/shared/projects/project';
import {
  allProjectMessages,
  isProjectsCollectionPath,
  payoutsCollection,
  projectDeliveryDoc,
  projectDoc,
  projectMessagesCollection,
  projectsCollection,
} from '../../lib/paths.ts';
import { ProjectGoneError, type Payout, type ProjectsPort, type Watch } from './projects.port.ts';

/** Firestore Timestamps (and, from older data, millis or date strings) as epoch millis. */
export function toMillis(value: unknown): number | null {
  if (value instanceof Timestamp) return value.toMillis();
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

/** A project document as the screens see it, or null when it does not have a project's shape. */
export function projectFromData(id: string, data: DocumentData): Project | null {
  const parsed = projectSchema.safeParse({
    ...data,
    id,
    deadline: toMillis(data.deadline),
    createdAt: toMillis(data.createdAt),
    // Data written by the earlier app may hold the budget as the number input's text.
    budget: typeof data.budget === 'string' ? Number(data.budget) : data.budget,
    sellerId: data.sellerId ?? null,
    sellerEmail: data.sellerEmail ?? null,
  });
  return parsed.success ? parsed.data : null;
}

export function messageFromData(id: string, data: DocumentData): ProjectMessage | null {
  const parsed = projectMessageSchema.safeParse({
    ...data,
    id,
    createdAt: toMillis(data.createdAt),
    readBy: Array.isArray(data.readBy) ? data.readBy : [],
  });
  return parsed.success ? parsed.data : null;
}

export function payoutFromData(id: string, data: DocumentData): Payout | null {
  const { projectId, title, sellerPaise, platformPaise, budgetPaise } = data;
  if (typeof projectId !== 'string' || typeof sellerPaise !== 'number') return null;
  return {
    id,
    projectId,
    title: typeof title === 'string' ? title : '',
    sellerPaise,
    platformPaise: typeof platformPaise === 'number' ? platformPaise : 0,
    budgetPaise: typeof budgetPaise === 'number' ? budgetPaise : 0,
    createdAt: toMillis(data.createdAt),
  };
}

function projectsIn(snapshot: QuerySnapshot): Project[] {
  return snapshot.docs.flatMap((document) => {
    const project = projectFromData(document.id, document.data());
    if (!project) console.warn(`Project ${document.id} does not have a project's shape; it is not shown.`);
    return project ? [project] : [];
  });
}

/** A failure reaches the person as SPEC's text (the screens' job) and the log as a line (this one's). */
function logFailure(what: string) {
  return (error: unknown) => {
    if (!(error instanceof ProjectGoneError)) console.warn(`${what} failed.`, error);
  };
}

/** Logs a subscription's failure before the screen shows it. */
function loggedWatch<T>(what: string, watch: Watch<T>): Watch<T> {
  return (onNext, onError) =>
    watch(onNext, (error) => {
      logFailure(what)(error);
      onError(error);
    });
}

async function logged<T>(what: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    logFailure(what)(error);
    throw error;
  }
}

export function firestoreProjects(db: Firestore): ProjectsPort {
  const port = firestoreProjectsUnlogged(db);
  return {
    watchProjects: (actor) => loggedWatch('Listing projects', port.watchProjects(actor)),
    watchUnreadCounts: (uid) => loggedWatch('Counting unread messages', port.watchUnreadCounts(uid)),
    watchPayouts: (sellerId) => loggedWatch('Listing payouts', port.watchPayouts(sellerId)),
    watchDeliveryAddress: (projectId) =>
      loggedWatch('Reading the delivery address', port.watchDeliveryAddress(projectId)),
    watchMessages: (projectId) => loggedWatch('Reading messages', port.watchMessages(projectId)),
    postProject: (student, project) => logged('Posting a project', port.postProject(student, project)),
    perform: (action, projectId, actor) => logged(`Project action '${action}'`, port.perform(action, projectId, actor)),
    sendMessage: (projectId, sender, recipientId, text) =>
      logged('Sending a message', port.sendMessage(projectId, sender, recipientId, text)),
    markRead: (projectId, messageIds, uid) =>
      logged('Marking messages read', port.markRead(projectId, messageIds, uid)),
  };
}

function firestoreProjectsUnlogged(db: Firestore): ProjectsPort {
  return {
    watchProjects:
      (actor): Watch<Project[]> =>
      (onNext, onError) => {
        const collection = projectsCollection(db);
        if (actor.role === 'student') {
          // The rules let a student list only their own projects, so the query must say so.
          return onSnapshot(
            query(collection, where('studentId', '==', actor.uid)),
            (snapshot) => onNext(projectsIn(snapshot).filter((project) => isListedFor(project, actor))),
            onError,
          );
        }
        // A seller sees every project still in play plus their own completed ones (SPEC 6). Firestore has
        // no OR across fields that the rules can check, so two queries are merged here.
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
        const unsubscribers = [
          onSnapshot(
            query(collection, where('status', 'in', ['Open', 'In Progress'])),
            (snapshot) => {
              parts[0] = projectsIn(snapshot);
              emit();
            },
            fail,
          ),
          onSnapshot(
            query(collection, where('sellerId', '==', actor.uid)),
            (snapshot) => {
              parts[1] = projectsIn(snapshot);
              emit();
            },
            fail,
          ),
        ];
        return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
      },

    watchUnreadCounts: (uid) => (onNext, onError) =>
      onSnapshot(
        query(allProjectMessages(db), where('unreadBy', 'array-contains', uid)),
        (snapshot) => {
          const counts = new Map<string, number>();
          for (const message of snapshot.docs) {
            const project = message.ref.parent.parent;
            if (!project || !isProjectsCollectionPath(project.parent.path)) continue;
            counts.set(project.id, (counts.get(project.id) ?? 0) + 1);
          }
          onNext(counts);
        },
        onError,
      ),

    watchPayouts: (sellerId) => (onNext, onError) =>
      onSnapshot(
        query(payoutsCollection(db), where('sellerId', '==', sellerId)),
        (snapshot) =>
          onNext(
            snapshot.docs
              .flatMap((document) => payoutFromData(document.id, document.data()) ?? [])
              // Newest first, sorted here so the query needs no composite index.
              .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0)),
          ),
        onError,
      ),

    watchDeliveryAddress: (projectId) => (onNext, onError) =>
      onSnapshot(
        projectDeliveryDoc(db, projectId),
        (snapshot) => {
          const parsed = deliverySchema.safeParse(snapshot.data());
          onNext(parsed.success ? parsed.data.deliveryAddress : null);
        },
        onError,
      ),

    watchMessages: (projectId) => (onNext, onError) =>
      onSnapshot(
        query(projectMessagesCollection(db, projectId), orderBy('createdAt', 'desc'), limit(CHAT_HISTORY_LIMIT)),
        (snapshot) =>
          onNext(
            snapshot.docs.flatMap(
              // A message just sent has no server time yet; the estimate keeps it in place and gives it a time.
              (document) => messageFromData(document.id, document.data({ serverTimestamps: 'estimate' })) ?? [],
            ),
          ),
        onError,
      ),

    async postProject(student, project) {
      const ref = doc(projectsCollection(db));
      const batch = writeBatch(db);
      // The address goes to its own document in the same batch: sellers can read every open project.
      batch.set(ref, {
        studentId: student.uid,
        studentEmail: student.email,
        title: project.title,
        description: project.description,
        hardware: project.hardware,
        software: project.software,
        features: project.features,
        deadline: Timestamp.fromMillis(project.deadline),
        budget: project.budget,
        status: 'Open',
        paymentStatus: 'Unpaid',
        createdAt: serverTimestamp(),
        sellerId: null,
        sellerEmail: null,
      });
      batch.set(projectDeliveryDoc(db, ref.id), { deliveryAddress: project.deliveryAddress });
      await batch.commit();
      return ref.id;
    },

    async perform(action, projectId, actor) {
      const ref = projectDoc(db, projectId);
      if (action === 'take') {
        // Two sellers may take at once; the transaction lets exactly one win.
        try {
          await runTransaction(db, async (transaction) => {
            const snapshot = await transaction.get(ref);
            if (!snapshot.exists() || snapshot.data().status !== 'Open') throw new ProjectGoneError();
            transaction.update(ref, { ...actionPatch('take', actor) });
          });
        } catch (error) {
          // A loser of a simultaneous take is refused by the rules (the project is no longer Open when its
          // write lands) rather than by the check above: tell it apart from a real failure by looking again.
          if (error instanceof ProjectGoneError || (error as { code?: string }).code !== 'permission-denied')
            throw error;
          const now = await getDoc(ref).catch(() => null);
          if (now && (!now.exists() || now.data().status !== 'Open')) throw new ProjectGoneError();
          throw error;
        }
        return;
      }
      // Complete and release have one possible writer each, so a plain update is enough; the rules check it.
      await updateDoc(ref, { ...actionPatch(action, actor) });
    },

    async sendMessage(projectId, sender, recipientId, text) {
      await addDoc(projectMessagesCollection(db, projectId), {
        text,
        createdAt: serverTimestamp(),
        senderId: sender.uid,
        senderEmail: sender.email,
        readBy: [sender.uid],
        unreadBy: [recipientId],
      });
    },

    async markRead(projectId, messageIds, uid) {
      if (messageIds.length === 0) return;
      const batch = writeBatch(db);
      const messages = projectMessagesCollection(db, projectId);
      for (const id of messageIds) {
        batch.update(doc(messages, id), { readBy: arrayUnion(uid), unreadBy: arrayRemove(uid) });
      }
      await batch.commit();
    },
  };
}
