// The Fund Project modal (SPEC 2 and 4): the one checkout dialog for this project, with SPEC's funding texts.
// The project card turns Funded through the live listener, not through this modal. Said in the shown language
// (escrow-texts.ts; the checkout's own words are the checkout part's).
import { currentAmountPaise } from '@marketplace/shared/projects/milestones';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import type { Project } from '@marketplace/shared/projects/project';
import { texts } from '@marketplace/shared/texts';
import { useFormats } from '../../i18n/i18n.ts';
import type { LazyLogic } from '../../lib/use-logic.ts';
import type { CheckoutLogic } from '../../lib/payments/payments-client.ts';
import { CheckoutDialog } from '../../ui/checkout-dialog.tsx';
import { useEscrowTexts } from './escrow-texts.ts';

export const fundedText = texts.projects.funded;

interface FundModalProps {
  project: Pick<Project, 'id' | 'title' | 'budget'> & Partial<Pick<Project, 'milestones' | 'milestoneIndex'>>;
  email: string;
  checkoutLogic: LazyLogic<CheckoutLogic>;
  onClose: () => void;
  /**
   * Fund every milestone still to fund in one payment (decision 075), rather than the one under way: which they are
   * and their sum, as the detail read them (the server decides both again from the project).
   */
  all?: { milestones: readonly number[]; amountPaise: number } | undefined;
}

/** Where the money goes once paid (decision 029), in English: held by the platform until the student releases it. */
export const fundingNote = (budget: number) =>
  `The platform holds your ${formatRupees(budget)} until you release it to the seller; it is not paid out before.`;

export function FundModal({ project, email, checkoutLogic, onClose, all }: FundModalProps) {
  const t = useEscrowTexts();
  const { rupees } = useFormats();
  // What the server will charge: the milestone under way (decision 068), the whole budget of a project that is one,
  // or all still to fund (decision 075).
  const amount = fromPaise(all ? all.amountPaise : currentAmountPaise({ ...project, deadline: null }));
  const split = (project.milestones?.length ?? 0) > 1;
  const title = all
    ? t('escrow.fund.milestones', { list: all.milestones.map((i) => i + 1).join(', ') })
    : split
      ? t('escrow.fund.milestone', { n: (project.milestoneIndex ?? 0) + 1 })
      : t('escrow.action.fund');
  // The order's failure is SPEC's, which the checkout says in the shown language itself; the payment's is the project's.
  const fundingTexts = { orderFailed: texts.payments.orderFailed, paymentFailed: t('escrow.fund.paymentFailed') };
  return (
    <CheckoutDialog
      title={title}
      description={project.title}
      amount={amount}
      request={{ purpose: 'project', projectId: project.id, ...(all && { milestones: 'all' as const }) }}
      texts={fundingTexts}
      email={email}
      checkoutLogic={checkoutLogic}
      idPrefix="fund-card"
      note={t('escrow.fund.note', { amount: rupees(amount) })}
      paidText={t('escrow.fund.funded')}
      onClosed={onClose}
    />
  );
}
