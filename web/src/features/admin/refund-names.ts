// The failed refunds' names where a refund kept no title (decision 064: names, not ids): the project's title or the
// product's name, read once per subject the first time the list shows it, else a label of what the money was ('A
// project no longer on record'), as Money's movements name theirs. Never the refund's or the subject's id.
import { getDoc, type Firestore } from 'firebase/firestore';
import { subjectName, subjectParts } from '@marketplace/shared/ledger/subject-titles';
import type { Refund } from '@marketplace/shared/payments/refund';
import { projectDoc, storeOrderDoc } from '../../lib/paths.ts';
import type { Watch } from '../../lib/watch.ts';

/** Reads a subject's kept name (`project-…`: its title, `order-…`: its product's name); null where none is kept. */
export type SubjectNameReader = (subject: string) => Promise<string | null>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function firestoreSubjectName(db: Firestore): SubjectNameReader {
  return async (subject) => {
    const parts = subjectParts(subject);
    if (parts?.kind === 'project') return text((await getDoc(projectDoc(db, parts.id))).get('title'));
    if (parts?.kind === 'order') return text((await getDoc(storeOrderDoc(db, parts.id))).get('product.name'));
    return null;
  };
}

/**
 * The refunds as `watch` delivers them, each untitled one named: its name read once (remembered for the page's
 * life), a failed read labelled as one with no name kept. A refund's id is its subject (refundIdFor).
 */
export function withSubjectNames(watch: Watch<Refund[]>, readName: SubjectNameReader): Watch<Refund[]> {
  const names = new Map<string, Promise<string | null>>();
  const nameOf = (subject: string) => {
    if (!names.has(subject))
      names.set(
        subject,
        readName(subject).catch(() => null),
      );
    return names.get(subject)!;
  };
  return (onNext, onError) => {
    let latest = 0;
    return watch((refunds) => {
      const delivery = ++latest;
      void Promise.all(
        refunds.map(async (refund) => {
          if (refund.title.trim()) return refund;
          const found = await nameOf(refund.id);
          const known = new Map(found ? [[refund.id, found]] : []);
          return { ...refund, title: subjectName(refund.id, known) };
        }),
      ).then((named) => {
        // A newer delivery arrived while this one read names: only the newest is shown.
        if (delivery === latest) onNext(named);
      });
    }, onError);
  };
}
