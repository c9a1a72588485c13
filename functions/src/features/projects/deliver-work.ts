// The seller's delivery (SPEC 4's 'Mark as Complete'): files, a note and a link. Everything the person
// sent is checked first (files by their bytes, and by the name they carry); the files are stored as private
// files before the transaction, which checks the guard again and writes the file records, the history event and
// the project's patch together. If the transaction refuses, the stored files go again: nothing is left behind.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { DELIVERY_MAX_FILES, NOTE_MAX_LENGTH } from '@marketplace/shared/projects/project-actions';
import type { DeliveredFile } from '@marketplace/shared/projects/project-history';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { UPLOAD_MAX_BYTES } from '../../platform/api/multipart.ts';
import { checkUploadedFile } from '../../platform/uploads/uploaded-file.ts';
import type { Media, UploadedFile } from '../../ports/media.port.ts';
import { projectFrom } from './project-record.ts';
import { checkedNote } from './step-guard.ts';
import { takeTransition, transitionAllowed, type TransitionDeps } from './take-transition.ts';

export interface DeliveryDeps extends TransitionDeps {
  media: Media;
}

export interface DeliveryForm {
  projectId: string;
  note?: string;
  link?: string;
  files?: Blob[];
}

/** Each accepted type, by the bytes, with the name endings that say the same. */
const deliveryTypes: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'application/zip': ['zip'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
};

const NAME_MAX_LENGTH = 200;

interface CheckedFile extends UploadedFile {
  name: string;
}

/** A file whose bytes are an accepted type and whose name says that type; anything else is refused. */
async function checkedFile(file: Blob): Promise<Outcome<CheckedFile>> {
  const upload = await checkUploadedFile(file, {
    maxBytes: UPLOAD_MAX_BYTES,
    accept: Object.keys(deliveryTypes),
    acceptedText: projectErrors.fileNotAllowed,
  });
  const name = (file instanceof File ? file.name : '').trim().slice(-NAME_MAX_LENGTH);
  const ending = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  if (!upload.ok || !deliveryTypes[upload.value.mime]!.includes(ending))
    return failure('invalid', projectErrors.fileNotAllowed);
  return success({ ...upload.value, name });
}

function checkedLink(link: string | undefined): Outcome<string | null> {
  const trimmed = (link ?? '').trim();
  if (!trimmed) return success(null);
  try {
    if (trimmed.length <= NOTE_MAX_LENGTH && new URL(trimmed).protocol === 'https:') return success(trimmed);
  } catch {
    // Not a URL at all: the same answer as any other link refused.
  }
  return failure('invalid', projectErrors.linkInvalid);
}

interface CheckedDelivery {
  note: string;
  link: string | null;
  files: CheckedFile[];
}

async function checkedDelivery(form: DeliveryForm): Promise<Outcome<CheckedDelivery>> {
  const note = checkedNote(form.note);
  if (!note.ok) return note;
  const link = checkedLink(form.link);
  if (!link.ok) return link;
  const sent = form.files ?? [];
  if (sent.length > DELIVERY_MAX_FILES) return failure('invalid', projectErrors.tooManyFiles);
  const files: CheckedFile[] = [];
  for (const file of sent) {
    const checked = await checkedFile(file);
    if (!checked.ok) return checked;
    files.push(checked.value);
  }
  return success({ note: note.value, link: link.value, files });
}

interface StoredFile extends DeliveredFile {
  ref: string;
}

/** A fresh document id (nothing is written). */
const newId = (db: Firestore) => db.collection(paths.projects).doc().id;

async function removeStored(media: Media, stored: readonly StoredFile[]) {
  await Promise.all(
    stored.map(({ ref }) =>
      media.removePrivateFile(ref).catch((error: unknown) => log.error('a delivered file was left', error, { ref })),
    ),
  );
}

export async function deliverWork(
  deps: DeliveryDeps,
  caller: Caller,
  form: DeliveryForm,
): Promise<Outcome<{ ok: true }>> {
  const { db, media } = deps;
  const delivery = await checkedDelivery(form);
  if (!delivery.ok) return delivery;
  const ref = db.doc(paths.project(form.projectId));
  // Asked once before storing anything, so a refused delivery stores no file; asked again in the transaction.
  const before = transitionAllowed('complete', projectFrom(await ref.get()), caller, Date.now());
  if (!before.ok) return before;

  const fileDoc = (id: string) => db.doc(paths.projectFile(form.projectId, id));
  const stored: StoredFile[] = [];
  try {
    for (const file of delivery.value.files) {
      const { ref: fileRef } = await media.storePrivateFile(file, 'deliveries');
      stored.push({ id: newId(db), ref: fileRef, name: file.name, mime: file.mime, size: file.bytes.length });
    }
  } catch (error) {
    log.error('a delivered file could not be stored', error, { projectId: form.projectId });
    await removeStored(media, stored);
    return failure('provider-failed', projectErrors.fileUnavailable);
  }

  const outcome = await takeTransition(deps, {
    projectId: form.projectId,
    name: 'complete',
    by: caller,
    context: { note: delivery.value.note },
    history: { link: delivery.value.link, files: stored.map(({ id, name, mime, size }) => ({ id, name, mime, size })) },
    alsoWrite: (tx, project) => {
      const round = project.deliveries + 1;
      for (const { id, ...file } of stored) tx.create(fileDoc(id), { ...file, round });
    },
  }).catch(async (error: unknown) => {
    await removeStored(media, stored);
    throw error;
  });
  if (!outcome.ok) {
    await removeStored(media, stored);
    return outcome;
  }
  return success({ ok: true as const });
}
