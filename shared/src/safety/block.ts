// Blocks (docs/decisions/031-reports-blocks-and-moderation.md): a person blocks another; neither can then message
// the other, a blocked seller cannot take the blocker's projects, and neither sees the other's listings.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';

/**
 * How many people one person's lists leave out by the rules: those they blocked and those who blocked them, the
 * newest first. A Firestore query can exclude at most 10 values (`not-in`), and one of them is always NO_ONE.
 */
export const HIDDEN_PEOPLE_MAX = 9;

/** Never a uid: keeps the `not-in` list of a person who hides nobody non-empty, as Firestore requires. */
export const NO_ONE = '~';

/** blocks/{blockerId}_{blockedId}: one per pair and direction, written by the API only. */
export const blockId = (blockerId: string, blockedId: string) => `${blockerId}_${blockedId}`;

export const blockSchema = z.object({
  blockerId: z.string(),
  blockedId: z.string(),
  /** The blocked person's name when blocked, for the blocker's list on the Profile page. */
  blockedName: z.string().catch(''),
  createdAt: epochMillis,
});
export type Block = z.infer<typeof blockSchema>;

/**
 * users/{uid}/private/hiddenPeople, kept by the API with each block and unblock: who this person's lists leave out,
 * both ways, without saying which way. The rules check the projects a seller lists against it one slot at a time
 * (`studentId != uids[0] && …`: Firestore's rules see a query's `not-in` meet that, where `!(x in list)` is not
 * checked soundly), so it is stored with exactly HIDDEN_PEOPLE_MAX slots, the empty ones NO_ONE.
 */
export const hiddenPeopleSchema = z
  .object({ uids: z.array(z.string()).catch([]) })
  .transform(({ uids }) => ({ uids: uids.filter((uid) => uid !== NO_ONE) }));

/** The stored document for `hidden`: its slots, NO_ONE where nobody is hidden. */
export function hiddenPeopleDocument(hidden: readonly string[]) {
  const uids = hidden.slice(0, HIDDEN_PEOPLE_MAX);
  return { uids: [...uids, ...Array<string>(HIDDEN_PEOPLE_MAX - uids.length).fill(NO_ONE)] };
}

/** The `not-in` values a query states for `hidden` (never empty). */
export const notInList = (hidden: readonly string[]) => [NO_ONE, ...hidden.slice(0, HIDDEN_PEOPLE_MAX)];

export const blockTexts = {
  yourself: 'You cannot block yourself.',
  personNotFound: 'This person no longer has an account.',
  admin: 'An admin cannot be blocked. Report the problem instead.',
  blocked: 'You blocked this person. Neither of you can message the other, and you will not see each other’s listings.',
  unblocked: 'Unblocked.',
  notBlocked: 'You had not blocked this person.',
  blockedBetween: 'You cannot message, buy from or take work from someone you blocked or who blocked you.',
} as const;

/**
 * Who `uid`'s lists leave out, from every block that names them either way: the other person of each, the newest
 * block first, each once, at most HIDDEN_PEOPLE_MAX (an older block still refuses messages, takes and purchases).
 */
export function hiddenPeopleOf(uid: string, blocks: readonly Pick<Block, 'blockerId' | 'blockedId' | 'createdAt'>[]) {
  const newestFirst = [...blocks].sort((a, b) => (b.createdAt ?? Infinity) - (a.createdAt ?? Infinity));
  const others = newestFirst.map((block) => (block.blockerId === uid ? block.blockedId : block.blockerId));
  return [...new Set(others)].filter((other) => other !== uid).slice(0, HIDDEN_PEOPLE_MAX);
}
