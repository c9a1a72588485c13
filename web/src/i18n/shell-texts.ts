// The header's and footer's texts: every page shows them, so this part of the catalogue is in every first load.
import type { Page } from '@marketplace/shared/navigation/pages';
import shell from './en/shell.json';
import { catalogue } from './i18n.ts';

export const useShellTexts = catalogue(shell);

type ShellId = keyof typeof shell;

/** A link's label: by its page, except that the visitor's menu and the footer call Support 'Support & Contact'. */
export function navLabelId(page: Page, contact = false): ShellId {
  if (page === 'support' && contact) return 'shell.nav.supportContact';
  return `shell.nav.${page}` as ShellId;
}
