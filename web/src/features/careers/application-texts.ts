// The application form's errors in the shown language (decision 078), apart from careers-texts.ts: the form's check
// brings the validation library, which the careers page's first load leaves out until Apply Now. SPEC 5's and 8's
// words the form and the server say stay word for word in English; in Hindi each is said by its key.
import { applicationErrors } from '@marketplace/shared/careers/application';
import { texts } from '@marketplace/shared/texts';
import { sayKnown } from '../../i18n/i18n.ts';
import { useCareersTexts } from './careers-texts.ts';

type CareersId = Parameters<ReturnType<typeof useCareersTexts>>[0];

/**
 * The application's errors: the form's check and SPEC 8's words from the server (its reasons for refusing a resume
 * as functions' uploaded-file.ts and submit-application.ts word them). Each is its key's English word for word.
 */
export const applicationKnown: Readonly<Record<string, CareersId>> = {
  [texts.careers.applicationRequired]: 'careers.apply.error.required',
  [texts.careers.applicationFailed]: 'careers.apply.error.failed',
  [texts.careers.noSecureUrl]: 'careers.apply.error.noSecureUrl',
  [applicationErrors.invalidEmail]: 'careers.apply.error.invalidEmail',
  [applicationErrors.tooLong]: 'careers.apply.error.tooLong',
  [texts.careers.resumeUploadFailed('The file is larger than 5 MB.')]: 'careers.apply.error.tooLarge',
  [texts.careers.resumeUploadFailed('Upload your resume as a PDF, DOC or DOCX file.')]:
    'careers.apply.error.notADocument',
  [texts.careers.resumeUploadFailed('the file could not be stored. Please try again.')]:
    'careers.apply.error.notStored',
};

export function useApplicationSay(): (english: string | null) => string | null {
  const t = useCareersTexts();
  return (english) => (english === null ? null : sayKnown(t, applicationKnown, english));
}
