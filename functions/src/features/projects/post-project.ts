// POST /api/projects (SPEC 5 'Post project'): a student posts a project with its private delivery address, both in
// one batch. Through the API rather than straight from the browser so the hourly limit holds on every road (decision
// 032): it is taken once the project is found fit to post, just before it is written. The deadline is checked against the server's clock as the
// rules did: the form sends midnight of the chosen day in the student's zone, less than a day ago for today anywhere.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { TITLE_SEARCH_FIELD, searchTitleOf } from '@marketplace/shared/admin/search-keys';
import { paths } from '@marketplace/shared/paths';
import { checkMilestones } from '@marketplace/shared/projects/milestone-check';
import { toPaise } from '@marketplace/shared/projects/money';
import { DEADLINE_GRACE_MS, newProjectFields, type NewProject } from '@marketplace/shared/projects/post-project';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import { texts } from '@marketplace/shared/texts';
import type { Limit } from '../../platform/api/request-limits.ts';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';

export async function postProject(
  { db }: { db: Firestore },
  caller: Caller,
  project: NewProject,
  limit: Limit,
  now = Date.now(),
): Promise<Outcome<{ id: string }>> {
  if (caller.role !== 'student') return failure('forbidden', projectErrors.onlyStudents);
  if (project.deadline <= now - DEADLINE_GRACE_MS) return failure('invalid', texts.projects.deadlinePast);
  // The milestones the form checked, checked again here on the server's clock (decision 068). One milestone is the
  // whole project, stored as SPEC's project alone, so only a split is kept.
  let milestones: Milestones | null = null;
  if (project.milestones && project.milestones.length > 0) {
    const price = { pricePaise: toPaise(project.budget), deadline: project.deadline };
    const check = checkMilestones(project.milestones, price, now - DEADLINE_GRACE_MS);
    if (!check.ok) return failure('invalid', check.error);
    if (check.value.length > 1)
      milestones = check.value.map(({ title, amountPaise, due }) => ({
        title,
        amountPaise,
        due: Timestamp.fromMillis(due),
      }));
  }
  await limit();
  const id = await writeNewProject(db, caller, project, milestones);
  log.info('project posted', { projectId: id, studentId: caller.uid });
  return success({ id });
}

type Milestones = { title: string; amountPaise: number; due: Timestamp }[];

/**
 * The project and its private delivery address, created in one batch; its id. The load bench's baseline writes with it
 * too (scripts/bench/write-io.ts), so that it makes the api's own documents.
 */
export async function writeNewProject(
  db: Firestore,
  student: { uid: string; email: string },
  project: NewProject,
  milestones: Milestones | null = null,
): Promise<string> {
  const ref = db.collection(paths.projects).doc();
  const batch = db.batch();
  batch.create(ref, {
    ...newProjectFields(student, project),
    [TITLE_SEARCH_FIELD]: searchTitleOf(project.title),
    deadline: Timestamp.fromMillis(project.deadline),
    ...(milestones ? { milestones } : {}),
    createdAt: FieldValue.serverTimestamp(),
  });
  batch.create(db.doc(paths.projectDelivery(ref.id)), { deliveryAddress: project.deliveryAddress });
  await batch.commit();
  return ref.id;
}
