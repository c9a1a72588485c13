// The detail's actions in the shown language (escrow-texts.ts's words): their labels and dialogs, the money each
// moves, and their refusals, which shared words in English (the lifecycle's, project-errors.ts) and the screens say
// here by their key. The server's own words (a refusal it explains) are shown as they came when this part does not know
// them. Apart from the catalogue, so the fund modal, which says only the catalogue's words, reads none of the
// lifecycle's refusals (decision 091).
import { currentMilestoneIndex, isSplit } from '@marketplace/shared/projects/milestones';
import { fromPaise, splitPaise, toPaise } from '@marketplace/shared/projects/money';
import type { Project } from '@marketplace/shared/projects/project';
import { lifecycleTexts } from '@marketplace/shared/projects/project-errors';
import {
  actionLabels,
  DELIVERY_MAX_FILES,
  NOTE_MAX_LENGTH,
  projectActions,
  type ProjectAction,
} from '@marketplace/shared/projects/project-actions';
import { texts } from '@marketplace/shared/texts';
import { useFormats } from '../../i18n/i18n.ts';
import { useEscrowTexts, type EscrowId, type EscrowTranslate as T, type Rupees } from './escrow-texts.ts';

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
