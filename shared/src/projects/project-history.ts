// A project's lifecycle as both people and admins read it: one event per step of its process table,
// at projects/{id}/history/{eventId}, in order. Each delivery round keeps its note, link and files; each change
// request its note; a dispute its reason; a settlement its amounts. Written by the server, but for the take's
// event, which the seller's browser writes beside the take under the rules (decision 062).
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import { isOneOf } from '../labelled.ts';
import { settlementOutcomes } from './project.ts';

export const historyKinds = [
  'taken',
  'funded',
  'delivered',
  'changes-requested',
  'withdrawn',
  'given-up',
  'cancel-requested',
  'cancel-declined',
  'cancelled',
  'disputed',
  'dispute-answered',
  'settled',
  'released',
  'auto-released',
] as const;
export type HistoryKind = (typeof historyKinds)[number];

/** A delivered file as people see it; where it is kept stays on the server (projects/{id}/files/{fileId}). */
export const deliveredFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
});
export type DeliveredFile = z.infer<typeof deliveredFileSchema>;

/**
 * The kinds of file a browser shows as they are (photos, screenshots), opened in a tab of their own; every other
 * delivered file is downloaded under its own name (decision 016: a person's file is never a page of the app).
 */
export const shownInlineTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const isShownInline = (mime: string) => isOneOf(shownInlineTypes, mime);

export const historyEventSchema = z.object({
  id: z.string(),
  kind: z.enum(historyKinds),
  /** Who took the step: a uid, or 'system' for the server's own (the automatic release). */
  by: z.string(),
  byRole: z.enum(['student', 'seller', 'admin', 'system']),
  at: epochMillis,
  /** The delivery's note, the change request's, the dispute's reason and its answer, the settlement's remark. */
  note: z.string().catch(''),
  link: z.string().nullable().catch(null),
  files: z.array(deliveredFileSchema).catch([]),
  /** Which delivery round (1, 2, …) a delivery or change request belongs to. */
  round: z.number().int().nullable().catch(null),
  outcome: z.enum(settlementOutcomes).nullable().catch(null),
  refundPaise: z.number().int().nullable().catch(null),
  payoutPaise: z.number().int().nullable().catch(null),
  /**
   * Which milestone (its index, 0 for the first) a step of a project split into milestones was about (decision 068);
   * absent on a project that is one milestone, so SPEC's events are as they were.
   */
  milestone: z.number().int().nonnegative().optional().catch(undefined),
  /**
   * Every milestone a step of a split project refunded, each with its amount (decision 075): the one under way and
   * those funded ahead, which a cancellation or a settlement refunded whole ends together; `refundPaise` is their sum.
   * Absent on a project that is one milestone, and on a step that refunded nothing.
   */
  refunds: z
    .array(z.object({ milestone: z.number().int().nonnegative(), amountPaise: z.number().int().positive() }))
    .optional()
    .catch(undefined),
});
export type HistoryEvent = z.infer<typeof historyEventSchema>;

/**
 * The take's event (decision 062): taking is the seller's own write under the rules, which write this event beside
 * it in the same batch. A later take (after the seller gave the project up) rewrites it: the history shows the
 * latest take, and the notification trigger tells of a rewrite by another seller (the id names no one, so a deleted
 * seller's uid stays out of the path).
 */
export const TAKEN_EVENT_ID = 'taken';

/** What the seller's browser writes of the take's event, besides its time (the commit's, the rules check it). */
export const takenEvent = (sellerId: string) => ({ kind: 'taken', by: sellerId, byRole: 'seller' }) as const;

/** The steps that happen at most once to a project: their event's id is the kind itself. */
export const onceOnlyKinds = [
  'funded',
  'released',
  'auto-released',
  'dispute-answered',
  'settled',
] as const satisfies readonly HistoryKind[];

export const isOnceOnly = (kind: HistoryKind) => (onceOnlyKinds as readonly HistoryKind[]).includes(kind);

/**
 * The fixed id an event is kept under (a take's, a once-only step's); null: any new id. A once-only step happens once
 * per milestone (decision 068): a later milestone's is kept beside the first's (`released-m2`), not over it, so its
 * notice is news and the history keeps both; the first milestone's keeps the id a project of one milestone has.
 */
export function fixedEventId({ kind, milestone }: Pick<HistoryEvent, 'kind' | 'milestone'>): string | null {
  if (kind === TAKEN_EVENT_ID) return kind;
  if (!isOnceOnly(kind)) return null;
  return milestone ? `${kind}-m${milestone + 1}` : kind;
}

/** An event's details when its step records none of them. */
export const noHistoryDetails = {
  note: '',
  link: null,
  files: [],
  round: null,
  outcome: null,
  refundPaise: null,
  payoutPaise: null,
} as const satisfies Partial<HistoryEvent>;

/** Oldest first: the order the steps were taken. */
export function inHistoryOrder(events: readonly HistoryEvent[]): HistoryEvent[] {
  return [...events].sort((a, b) => (a.at ?? Number.POSITIVE_INFINITY) - (b.at ?? Number.POSITIVE_INFINITY));
}
