// The login and sign-up screen's texts and the role dialog's (decision 071): the English part travels with the auth
// screen's chunk and the role dialog's, never in another page's first load; the Hindi is fetched apart, when Hindi is
// shown. SPEC 8's words the auth form machine says stay word for word in English; in Hindi each is said by its key.
import { signInReason, type Destination } from '@marketplace/shared/navigation/pages';
import { texts } from '@marketplace/shared/texts';
import en from '../../i18n/en/signin.json';
import { catalogue, sayKnown } from '../../i18n/i18n.ts';

export const useAuthTexts = catalogue(en, () => import('../../i18n/hi/signin.json'));
type AuthId = Parameters<ReturnType<typeof useAuthTexts>>[0];

const waitingFor = (destination: Partial<Destination> & Pick<Destination, 'page'>) =>
  signInReason({ order: null, ...destination });

/**
 * Shared's words the auth screen shows: SPEC 8's errors and notices, the plain words for the provider's codes, and
 * why a visitor was sent to log in. Each is its key's English word for word (known-texts.test.ts).
 */
export const authKnown: Readonly<Record<string, AuthId>> = {
  [texts.auth.invalidCredentials]: 'signin.error.invalidCredentials',
  [texts.auth.permissionDenied]: 'signin.error.permissionDenied',
  [texts.auth.accountExistsWithDifferentCredential]: 'signin.error.accountExists',
  [texts.auth.unverifiedEmail]: 'signin.error.unverifiedEmail',
  [texts.auth.unverifiedResendHint]: 'signin.error.unverifiedResendHint',
  [texts.auth.verificationSendFailed]: 'signin.error.verificationSendFailed',
  [texts.auth.verificationResent]: 'signin.notice.verificationResent',
  [texts.auth.verificationSentAfterSignup]: 'signin.notice.verificationSentAfterSignup',
  [texts.auth.googleSignInOffline]: 'signin.error.googleOffline',
  [texts.auth.providerInPlainWords['auth/email-already-in-use']!]: 'signin.error.emailInUse',
  [texts.auth.providerInPlainWords['auth/invalid-email']!]: 'signin.error.invalidEmail',
  [texts.auth.providerInPlainWords['auth/too-many-requests']!]: 'signin.error.tooManyRequests',
  [texts.auth.providerInPlainWords['auth/network-request-failed']!]: 'signin.error.networkFailed',
  [texts.auth.providerInPlainWords['auth/user-disabled']!]: 'signin.error.userDisabled',
  [texts.auth.providerInPlainWords['auth/missing-password']!]: 'signin.error.missingPassword',
  [waitingFor({ page: 'dashboard', order: 'order-1' })]: 'signin.reason.order',
  [waitingFor({ page: 'dashboard', project: 'project-1' })]: 'signin.reason.project',
  [waitingFor({ page: 'privacy-centre' })]: 'signin.reason.privacy',
  [waitingFor({ page: 'profile' })]: 'signin.reason.profile',
  [waitingFor({ page: 'dashboard' })]: 'signin.reason.dashboard',
};

/** A text of shared's in the shown language: by its key where known, else (a provider's own sentence) as it came. */
export function useAuthSay(): (english: string) => string {
  const t = useAuthTexts();
  return (english) => sayKnown(t, authKnown, english);
}
