// The schemas of the milestones the API takes (decision 068): a posted project's and an offer's terms, with the
// milestone check's texts. Apart from milestones.ts so that the escrow's process table, which the visitors' first load
// reaches, reads the milestones without the validation library; and apart from the stored project's (project.ts), so
// reading a project loads no check's texts.
import { z } from 'zod';
import { MAX_MILESTONES, milestoneTexts } from './milestone-check.ts';

/** The terms as the API takes them (a posted project's, an offer's); checkMilestones checks them against the price. */
export const milestoneTermsSchema = z.object({
  title: z.string({ error: milestoneTexts.none }),
  amountPaise: z.number({ error: milestoneTexts.none }),
  due: z.number({ error: milestoneTexts.none }),
});
export const milestonesInputSchema = z.array(milestoneTermsSchema).max(MAX_MILESTONES, milestoneTexts.tooMany);
