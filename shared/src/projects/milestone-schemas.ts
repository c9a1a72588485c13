// The schemas of a project's milestones (decision 068), apart from milestones.ts so that the escrow's process table,
// which the visitors' first load reaches, reads the milestones without the validation library.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import { MAX_MILESTONES, milestoneTexts } from './milestone-check.ts';
import { milestoneStates, type MilestoneOutcome } from './milestones.ts';

/** The terms as the API takes them (a posted project's, an offer's); checkMilestones checks them against the price. */
export const milestoneTermsSchema = z.object({
  title: z.string({ error: milestoneTexts.none }),
  amountPaise: z.number({ error: milestoneTexts.none }),
  due: z.number({ error: milestoneTexts.none }),
});
export const milestonesInputSchema = z.array(milestoneTermsSchema).max(MAX_MILESTONES, milestoneTexts.tooMany);

/** The stored terms of one milestone (dates as Timestamps on the server, epoch millis here). */
export const storedMilestoneTermsSchema = z.object({
  title: z.string(),
  amountPaise: z.number().int(),
  due: epochMillis,
});

export const milestoneOutcomeSchema = z.object({
  state: z.enum(milestoneStates),
  payoutPaise: z.number().int().nonnegative().catch(0),
  refundPaise: z.number().int().nonnegative().catch(0),
}) satisfies z.ZodType<MilestoneOutcome>;
