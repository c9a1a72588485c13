// The project detail's texts, its actions' dialogs, notices, history and offers (decision 071): the English part
// travels with the members' screens; its Hindi is fetched only when a member reads Hindi. Shared words the actions,
// their errors and the history's titles in English for the server, the notifications and the console: the screens say
// them here by their key, and escrow-texts.test.tsx holds every English key to shared's words, so a text reworded in
// shared fails there rather than show a stale translation. The server's own words (a refusal it explains) are shown
// as they came when this part does not know them.
import { currentMilestoneIndex, isSplit } from '@marketplace/shared/projects/milestones';
import { fromPaise, splitPaise, toPaise, sellerPayout } from '@marketplace/shared/projects/money';
import type { Project } from '@marketplace/shared/projects/project';
import type { HistoryEvent, HistoryKind } from '@marketplace/shared/projects/project-history';
import { lifecycleTexts } from '@marketplace/shared/projects/project-errors';
import {
  actionLabels,
  DELIVERY_MAX_FILES,
  NOTE_MAX_LENGTH,
  projectActions,
  type ProjectAction,
} from '@marketplace/shared/projects/project-actions';
import { texts } from '@marketplace/shared/texts';
import en from '../../i18n/en/escrow.json';
import { catalogue, useFormats, type Translate } from '../../i18n/i18n.ts';

export const useEscrowTexts = catalogue(en, () => import('../../i18n/hi/escrow.json'));
export type EscrowId = keyof typeof en;
type T = Translate<EscrowId>;

type Rupees = (rupees: number) => string;

/** lifecycleTexts' refusals the detail may show, by their key here (settlementInvalid is the console's). */
const errorKeys: Partial<Record<keyof typeof lifecycleTexts, EscrowId>> = {
  notFound: 'escrow.error.notFound',
  notYours: 'escrow.error.notYours',
  notNow: 'escrow.error.notNow',
  noteRequired: 'escrow.error.noteRequired',
  linkInvalid: 'escrow.error.linkInvalid',
  tooManyFiles: 'escrow.error.tooManyFiles',
  fileNotAllowed: 'escrow.error.fileNotAllowed',
  fileGone: 'escrow.error.fileGone',
  fileUnavailable: 'escrow.error.fileUnavailable',
  disputeNotOpen: 'escrow.error.disputeNotOpen',
};

/**
 * An action's error in the shown language: SPEC 8's 'Could not perform action', the take lost to another seller, the
 * checks' and the server's declared refusals (shared's words) by their key; a delivery file's problem with its name;
 * anything else as it came.
 */
export function actionErrorText(t: T, english: string): string {
  for (const [name, key] of Object.entries(errorKeys))
    if (lifecycleTexts[name as keyof typeof lifecycleTexts] === english) return t(key);
  if (english === lifecycleTexts.noteTooLong) return t('escrow.error.noteTooLong', { max: NOTE_MAX_LENGTH });
  if (english === texts.projects.takenByAnother) return t('escrow.error.takenByAnother');
  for (const action of projectActions)
    if (english === texts.alerts.actionFailed(actionLabels[action]))
      return t('escrow.error.actionFailed', { action: t(`escrow.action.${action}`) });
  const rule = ` ${lifecycleTexts.fileNotAllowed}`;
  if (english.endsWith(rule)) {
    const problem = english.slice(0, -rule.length);
    const wrongType = /^“(.*)” cannot be delivered\.$/s.exec(problem);
    const tooLarge = /^“(.*)” is larger than 5 MB\.$/s.exec(problem);
    const file = wrongType ?? tooLarge;
    if (file)
      return t(wrongType ? 'escrow.error.fileWrongType' : 'escrow.error.fileTooLarge', {
        name: file[1] ?? '',
        rule: t('escrow.error.fileNotAllowed'),
      });
  }
  return english;
}

/**
 * Where the money goes if the person goes ahead (shared's actionMoneyText, in the shown language and format): null for
 * a step that moves no money.
 */
export function actionMoneyWords(
  t: T,
  rupees: Rupees,
  action: ProjectAction,
  project: Pick<Project, 'budget'>,
): string | null {
  const budget = rupees(project.budget);
  switch (action) {
    case 'release': {
      const { sellerPaise, platformPaise } = splitPaise(toPaise(project.budget));
      return t('escrow.money.release', {
        budget,
        seller: rupees(fromPaise(sellerPaise)),
        platform: rupees(fromPaise(platformPaise)),
      });
    }
    case 'request-cancel':
    case 'agree-cancel':
    case 'cancel-overdue':
      return t(`escrow.money.${action}`, { budget });
    case 'dispute':
    case 'answer-dispute':
      return t('escrow.money.dispute', { budget });
    default:
      return null;
  }
}

/** The words of the detail's actions: their buttons, dialogs, what they move and their errors. */
export function useActionWords() {
  const t = useEscrowTexts();
  const { rupees } = useFormats();
  return {
    t,
    rupees,
    label: (action: ProjectAction) => t(`escrow.action.${action}`),
    /** 'Fund milestone 2' on a split project; SPEC's 'Fund Project' otherwise. */
    fundLabel: (project: Project) =>
      isSplit(project)
        ? t('escrow.fund.milestone', { n: currentMilestoneIndex(project) + 1 })
        : t('escrow.action.fund'),
    confirm: (action: Exclude<ProjectAction, 'fund'>) => t(`escrow.confirm.${action}`),
    confirmLabel: (action: Exclude<ProjectAction, 'fund'>) => t(`escrow.confirmLabel.${action}`),
    money: (action: ProjectAction, project: Pick<Project, 'budget'>) => actionMoneyWords(t, rupees, action, project),
    error: (english: string | null) => (english === null ? null : actionErrorText(t, english)),
    /** The delivery dialog's files label, with shared's limits. */
    filesLabel: (maxBytes: number) =>
      t('escrow.delivery.files', { max: DELIVERY_MAX_FILES, size: maxBytes / (1024 * 1024) }),
  };
}

const milestoneTitleKinds = ['funded', 'released', 'auto-released', 'withdrawn', 'cancelled'] as const;
type Titled = Pick<HistoryEvent, 'kind' | 'round'> & Partial<Pick<HistoryEvent, 'milestone' | 'refunds'>>;

/** Items in words: 'a', 'a and b', 'a, b and c' (shared's history words list them so). */
function listed(t: T, items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  return t('escrow.history.listed', { rest: items.slice(0, -1).join(', '), last: items.at(-1) ?? '' });
}

/**
 * A history step's title in the shown language, as shared's historyTitle words it in English (decision 069): with
 * the milestones a step refunded together when there were several (decision 075), each by number and amount.
 */
export function historyTitleWords(t: T, rupees: Rupees, event: Titled): string {
  const title = (kind: HistoryKind) =>
    kind === 'delivered' && event.round
      ? t('escrow.history.title.deliveredRound', { round: event.round })
      : kind === 'changes-requested' && event.round
        ? t('escrow.history.title.changesRequestedRound', { round: event.round })
        : t(`escrow.history.title.${kind}`);
  if (event.milestone === undefined) return title(event.kind);
  const n = event.milestone + 1;
  const refunds = event.refunds ?? [];
  if (refunds.length >= 2) {
    const several = t('escrow.history.refunds', {
      numbers: listed(
        t,
        refunds.map(({ milestone }) => String(milestone + 1)),
      ),
      amounts: listed(
        t,
        refunds.map(({ amountPaise }) => rupees(fromPaise(amountPaise))),
      ),
    });
    if (event.kind === 'cancelled') return t('escrow.history.cancelledSeveral', { refunds: several });
    return t('escrow.history.milestone.otherSeveral', { n, title: title(event.kind), refunds: several });
  }
  // The take and the giving up come before the first milestone is funded: the project's own words.
  if (event.kind === 'taken' || event.kind === 'given-up') return title(event.kind);
  if ((milestoneTitleKinds as readonly string[]).includes(event.kind))
    return t(`escrow.history.milestone.${event.kind as (typeof milestoneTitleKinds)[number]}`, { n });
  return t('escrow.history.milestone.other', { n, title: title(event.kind) });
}

/** A settlement's outcome and what went each way (the paid-out part is split 70/30 like a release). */
export function settlementOutcomeWords(
  t: T,
  rupees: Rupees,
  { outcome, refundPaise, payoutPaise }: Pick<HistoryEvent, 'outcome' | 'refundPaise' | 'payoutPaise'>,
): string {
  const refunded = rupees(fromPaise(refundPaise ?? 0));
  const paidOut = fromPaise(payoutPaise ?? 0);
  const payout = t('escrow.history.payout', { paidOut: rupees(paidOut), seller: rupees(sellerPayout(paidOut)) });
  if (outcome === 'release') return t('escrow.history.outcome.release', { payout });
  if (outcome === 'refund') return t('escrow.history.outcome.refund', { refunded });
  return t('escrow.history.outcome.split', { refunded, payout });
}
