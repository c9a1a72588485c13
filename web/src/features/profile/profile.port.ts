// Saving the signed-in person's own profile fields (SPEC 7: the document is updated with only that field).
import type { SiteLanguage } from '@marketplace/shared/navigation/site-language';
import type { ProfileField } from '@marketplace/shared/profile/profile-rules';

export interface ProfilePort {
  saveField(uid: string, field: ProfileField, value: string): Promise<void>;
}

/** The language the signed-in person reads, on their profile (decision 072): the server writes to them in it. */
export interface LanguagePort {
  saveLanguage(uid: string, language: SiteLanguage): Promise<void>;
}
