// The few words every dialog and list shares (the ×'s name, Cancel, 'Working...', 'Load more', Retry). Visitors see
// them too (Buy Now's dialogs), so their Hindi is in the visitors' Hindi chunk (decision 060) and the English part is
// kept to a handful of words: anything a feature's screens say goes in that feature's part (decision 071).
import en from '../i18n/en/ui.json';
import { catalogue } from '../i18n/i18n.ts';

export const useUiTexts = catalogue(en);
