// The login and sign-up screen's texts and the role dialog's (decision 071): the English part travels with the auth
// screen's chunk and the role dialog's, never in another page's first load; the Hindi is fetched apart, when Hindi is
// shown. SPEC 8's words the auth form machine says stay word for word in English; in Hindi each is said by its key.
import { signInReason, type Destination } from '@marketplace/shared/navigation/pages';
import { texts } from '@marketplace/shared/texts';
import en from '../../i18n/en/auth.json';
import { catalogue, sayKnown } from '../../i18n/i18n.ts';

export const useAuthTexts = catalogue(en, () => import('../../i18n/hi/auth.json'));
type AuthId = Parameters<ReturnType<typeof useAuthTexts>>[0];

const waitingFor = (destination: Partial<Destination> & Pick<Destination, 'page'>) =>
  signInReason({ order: null, ...destination });

/**
 * Shared's words the auth screen shows: SPEC 8's errors and notices, the plain words for the provider's codes, and
 * why a visitor was sent to log in. Each is its key's English word for word (known-texts.test.ts).
 */
export const authKnown: Readonly<Record<string, AuthId>> = {
  [texts.auth.invalidCredentials]: 'auth.error.invalidCredentials',
  [texts.auth.permissionDenied]: 'auth.error.permissionDenied',
  [texts.auth.accountExistsWithDifferentCredential]: 'auth.error.accountExists',
  [texts.auth.unverifiedEmail]: 'auth.error.unverifiedEmail',
  [texts.auth.unverifiedResendHint]: 'auth.error.unverifiedResendHint',
  [texts.auth.verificationSendFailed]: 'auth.error.verificationSendFailed',
  [texts.auth.verificationResent]: 'auth.notice.verificationResent',
  [texts.auth.verificationSentAfterSignup]: 'auth.notice.verificationSentAfterSignup',
  [texts.auth.googleSignInOffline]: 'auth.error.googleOffline',
  [texts.auth.providerInPlainWords['auth/email-already-in-use']!]: 'auth.error.emailInUse',
  [texts.auth.providerInPlainWords['auth/invalid-email']!]: 'auth.error.invalidEmail',
  [texts.auth.providerInPlainWords['auth/too-many-requests']!]: 'auth.error.tooManyRequests',
  [texts.auth.providerInPlainWords['auth/network-request-failed']!]: 'auth.error.networkFailed',
  [texts.auth.providerInPlainWords['auth/user-disabled']!]: 'auth.error.userDisabled',
  [texts.auth.providerInPlainWords['auth/missing-password']!]: 'auth.error.missingPassword',
  [waitingFor({ page: 'dashboard', order: 'order-1' })]: 'auth.reason.order',
  [waitingFor({ page: 'dashboard', project: 'project-1' })]: 'auth.reason.project',
  [waitingFor({ page: 'privacy-centre' })]: 'auth.reason.privacy',
  [waitingFor({ page: 'profile' })]: 'auth.reason.profile',
  [waitingFor({ page: 'dashboard' })]: 'auth.reason.dashboard',
};

/** A text of shared's in the shown language: by its key where known, else (a provider's own sentence) as it came. */
export function useAuthSay(): (english: string) => string {
  const t = useAuthTexts();
  return (english) => sayKnown(t, authKnown, english);
}
