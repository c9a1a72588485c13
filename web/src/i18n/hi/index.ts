// The whole Hindi catalogue, one chunk fetched when someone chooses Hindi (decision 060). Every part of the
// English catalogue has its Hindi part here (catalogues.test.ts checks it).
import type { CompiledMessage } from '@marketplace/shared/i18n/format-message';
import about from './about.json';
import assistant from './assistant.json';
import careers from './careers.json';
import head from './head.json';
import home from './home.json';
import shell from './shell.json';
import store from './store.json';
import ui from './ui.json';

export const messages = {
  ...shell,
  ...home,
  ...about,
  ...careers,
  ...store,
  ...head,
  ...assistant,
  ...ui,
} as unknown as Record<string, CompiledMessage>;
