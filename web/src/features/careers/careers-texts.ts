// The careers page's texts and its application form's, a visitors' part (decisions 060 and 065): the English in the
// careers page's chunk, the Hindi in the visitors' Hindi chunk. The form's errors are said in application-texts.ts.
import careers from '../../i18n/en/careers.json';
import { catalogue } from '../../i18n/i18n.ts';

export const useCareersTexts = catalogue(careers);
