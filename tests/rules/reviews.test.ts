// firestore.rules for reviews and ratings: only the server writes them; a published review is public;
// an unpublished one is read by its author and admins only, so the other party cannot see it before their own.
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import { assignedSeller, student, uidOf, useMarketplaceRules, type Caller } from './support/marketplace.ts';
import { describeMatrix, type Attempt } from './support/permission-matrix.ts';
import { describe, expect, it } from 'vitest';
import { firestoreReviews } from '../../web/src/features/reviews/firestore-reviews.ts';
import type { Watch } from '../../web/src/lib/watch.ts';
import { asPerson, asVisitor, seed } from './support/rules-test-env.ts';

const env = useMarketplaceRules();

/** The student's review of the seller, as the API stores it. */
const studentsReview = (projectId: string, published: boolean) => ({
  projectId,
  projectTitle: 'Line-following robot',
  authorId: student.uid,
  authorRole: 'student',
  subjectId: assignedSeller.uid,
  stars: 4,
  text: 'Careful work.',
  createdAt: new Date(),
  publishAt: new Date(Date.now() + 7 * 86_400_000),
  published,
  counted: false,
  hidden: false,
});
const UNPUBLISHED = 'project-1-student';
const PUBLISHED = 'project-2-student';
const HIDDEN = 'project-4-student';
const reviews = (db: Firestore) => collection(db, paths.reviews);

const operations = {
  'read an unpublished review': (db: Firestore) => getDoc(doc(db, paths.review(UNPUBLISHED))),
  'read a published review': (db: Firestore) => getDoc(doc(db, paths.review(PUBLISHED))),
  'read a published review an admin hid': (db: Firestore) => getDoc(doc(db, paths.review(HIDDEN))),
  "list the seller's published reviews": (db: Firestore) =>
    getDocs(
      query(
        reviews(db),
        where('subjectId', '==', assignedSeller.uid),
        where('published', '==', true),
        where('hidden', '==', false),
      ),
    ),
  "list the seller's reviews, published or not": (db: Firestore) =>
    getDocs(query(reviews(db), where('subjectId', '==', assignedSeller.uid))),
  // Decision 031: a hidden review leaves every public list, so a query must say it asks for none.
  "list the seller's published reviews, hidden or not": (db: Firestore) =>
    getDocs(query(reviews(db), where('subjectId', '==', assignedSeller.uid), where('published', '==', true))),
  'list reviews they wrote': (db: Firestore, caller: Caller) =>
    getDocs(query(reviews(db), where('authorId', '==', uidOf(caller)))),
  'write a review of their own': (db: Firestore, caller: Caller) =>
    setDoc(doc(db, paths.review('project-3-student')), {
      ...studentsReview('project-3', true),
      authorId: uidOf(caller),
    }),
  'publish an unpublished review': (db: Firestore) =>
    updateDoc(doc(db, paths.review(UNPUBLISHED)), { published: true }),
  "read the seller's rating": (db: Firestore) => getDocs(collection(db, paths.ratingShards(assignedSeller.uid))),
  "add to the seller's rating": (db: Firestore) =>
    setDoc(doc(db, paths.ratingShard(assignedSeller.uid, 0)), { ratingSum: 5, ratingCount: 1 }),
  "read the seller's public profile": (db: Firestore) => getDoc(doc(db, paths.publicProfile(assignedSeller.uid))),
  'write their own public profile': (db: Firestore, caller: Caller) =>
    setDoc(doc(db, paths.publicProfile(uidOf(caller))), { name: 'Me', role: 'seller', since: 1 }),
  "read the seller's private profile": (db: Firestore) => getDoc(doc(db, paths.user(assignedSeller.uid))),
} satisfies Record<string, Attempt>;

// The student wrote both reviews; the assigned seller is the one reviewed.
const grid = `
                                               visitor student other-student assigned-seller other-seller admin
  read an unpublished review                   N       Y       N             N               N            Y
  read a published review                      Y       Y       Y             Y               Y            Y
  read a published review an admin hid         N       Y       N             N               N            Y
  list the seller's published reviews          Y       Y       Y             Y               Y            Y
  list the seller's reviews, published or not  N       N       N             N               N            Y
  list the seller's published reviews, hidden or not N  N       N             N               N            Y
  list reviews they wrote                      N       Y       Y             Y               Y            Y
  write a review of their own                  N       N       N             N               N            N
  publish an unpublished review                N       N       N             N               N            N
  read the seller's rating                     Y       Y       Y             Y               Y            Y
  add to the seller's rating                   N       N       N             N               N            N
  read the seller's public profile             Y       Y       Y             Y               Y            Y
  write their own public profile               N       N       N             N               N            N
  read the seller's private profile            N       N       N             Y               N            Y
`;

describeMatrix('the reviews matrix', env, {
  operations,
  grid,
  seed: async () => {
    await seed(env, paths.review(UNPUBLISHED), studentsReview('project-1', false));
    await seed(env, paths.review(PUBLISHED), studentsReview('project-2', true));
    await seed(env, paths.review(HIDDEN), {
      ...studentsReview('project-4', true),
      hidden: true,
      hiddenReason: 'Abuse',
    });
    await seed(env, paths.ratingShard(assignedSeller.uid, 0), { ratingSum: 4, ratingCount: 1 });
    await seed(env, paths.publicProfile(assignedSeller.uid), { name: 'Asha', role: 'seller', since: 1 });
  },
});

/** A watch's first value, then unsubscribed; a refusal rejects. */
const first = <T>(watch: Watch<T>) =>
  new Promise<T>((resolve, reject) => {
    const stop = watch((value) => {
      resolve(value);
      queueMicrotask(() => stop());
    }, reject);
  });

/** The web app's reviews adapter against the rules (its Firestore half; the write goes through the API). */
describe("the web app's reviews adapter", () => {
  it("finds the author's own review before it is published, and none where they wrote none", async () => {
    await seed(env, paths.review(UNPUBLISHED), studentsReview('project-1', false));
    const asStudent = firestoreReviews(asPerson(env, student));
    expect(await first(asStudent.watchOwnReview('project-1', student.uid))).toMatchObject({
      stars: 4,
      published: false,
    });
    expect(await first(asStudent.watchOwnReview('project-9', student.uid))).toBeNull();
    // The seller, reviewed, looks for their own review of the project and finds none: not the student's.
    const asSeller = firestoreReviews(asPerson(env, assignedSeller));
    expect(await first(asSeller.watchOwnReview('project-1', assignedSeller.uid))).toBeNull();
  });

  it("reads a seller's rating, summed from the shards, for a visitor", async () => {
    await seed(env, paths.ratingShard(assignedSeller.uid, 0), { ratingSum: 9, ratingCount: 2 });
    await seed(env, paths.ratingShard(assignedSeller.uid, 3), { ratingSum: 5, ratingCount: 1 });
    const asVisitorPort = firestoreReviews(asVisitor(env));
    expect(await first(asVisitorPort.watchRating(assignedSeller.uid))).toEqual({ average: 4.7, count: 3 });
  });

  it("reads a person's public profile and their published reviews, newest first, for a visitor", async () => {
    await seed(env, paths.publicProfile(assignedSeller.uid), { name: 'Asha', role: 'seller', since: 5 });
    await seed(env, paths.review('project-1-student'), {
      ...studentsReview('project-1', true),
      createdAt: new Date(Date.now() - 86_400_000),
    });
    await seed(env, paths.review('project-2-student'), studentsReview('project-2', true));
    await seed(env, paths.review('project-3-student'), studentsReview('project-3', false));
    await seed(env, paths.review(HIDDEN), { ...studentsReview('project-4', true), hidden: true });
    const asVisitorPort = firestoreReviews(asVisitor(env));
    expect(await first(asVisitorPort.watchPublicProfile(assignedSeller.uid))).toEqual({
      name: 'Asha',
      role: 'seller',
      since: 5,
      verified: false,
    });
    expect(await first(asVisitorPort.watchPublicProfile('nobody'))).toBeNull();
    const listed = await first(asVisitorPort.watchPublishedReviews(assignedSeller.uid));
    expect(listed.map((review) => review.id)).toEqual(['project-2-student', 'project-1-student']);
  });
});
