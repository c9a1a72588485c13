// Saving the signed-in person's own profile fields (SPEC 7: the document is updated with only that field).
import type { ProfileField } from '@marketplace/shared/profile/profile-rules';

export interface ProfilePort {
  saveField(uid: string, field: ProfileField, value: string): Promise<void>;
}
