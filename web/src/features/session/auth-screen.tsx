// SPEC 2 'Auth screen': one screen for login and signup.
import { useEffect, useRef, type FormEvent } from 'react';
import type { AuthMode } from '@marketplace/shared/session/auth-form.machine';
import { NOTICE_VERSION } from '@marketplace/shared/privacy/notice-version';
import type { SelfServiceRole } from '@marketplace/shared/session/profile';
import { useNavigate } from '../../lib/contexts.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Banner } from '../../ui/banner.tsx';
import { Field } from '../../ui/field.tsx';
import { useFormFields } from '../../ui/use-form-fields.ts';
import { AuthFormContext } from './auth-form-context.ts';
import { useAuthSay, useAuthTexts } from './auth-texts.ts';
import type { AuthPort } from './auth.port.ts';
import { VerificationLink } from './verification-link.tsx';
import './auth.css';

interface AuthScreenProps {
  initialMode: AuthMode;
  /** Set locally, where the Auth emulator keeps the verification mails. */
  latestVerificationLink?: AuthPort['latestVerificationLink'];
  /** Why a visitor was sent here: a member's link waits for the sign-in (it opens once they have). */
  reason?: string | null;
}

export function AuthScreen({ initialMode, latestVerificationLink, reason = null }: AuthScreenProps) {
  const actor = AuthFormContext.useActorRef();
  const mode = AuthFormContext.useSelector((s) => s.context.mode);
  const showPassword = AuthFormContext.useSelector((s) => s.context.showPassword);
  const notice = AuthFormContext.useSelector((s) => s.context.notice);
  const canResend = AuthFormContext.useSelector((s) => s.context.canResend);
  const busy = AuthFormContext.useSelector((s) => !s.matches('editing') && !s.matches('choosingRole'));
  // The login page is prerendered (decision 019): its fields wait for the app, or what is typed would be lost.
  const ready = useHydrated();
  // One record for the form's fields (decision 035); the submit hands them to the auth form machine.
  const { values, field } = useFormFields({ email: '', password: '', role: 'student' }, 'auth');
  const { email, password } = values;
  const role = values.role as SelfServiceRole;
  const navigate = useNavigate();
  const t = useAuthTexts();
  const say = useAuthSay();
  // The page (login or signup) picks the mode when it opens...
  useEffect(() => actor.send({ type: 'mode.set', mode: initialMode }), [actor, initialMode]);
  // ...and when the form switches mode itself (the toggle, or login after signup) the page follows.
  const previousMode = useRef(mode);
  useEffect(() => {
    if (previousMode.current === mode) return;
    previousMode.current = mode;
    if (mode !== initialMode) navigate(mode);
  }, [mode, initialMode, navigate]);

  const isSignup = mode === 'signup';
  // After signup, after a resend, or when an unverified login is refused.
  const verificationPending = notice?.kind === 'info' || canResend;

  function submit(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'form.submit', email, password, role });
  }

  return (
    <section className="auth card" aria-labelledby="auth-title">
      <h1 id="auth-title">{isSignup ? t('signin.titleSignup') : t('signin.titleLogin')}</h1>
      {reason ? (
        <p className="auth__reason" role="status">
          {say(reason)}
        </p>
      ) : (
        <p className="muted">{isSignup ? t('signin.introSignup') : t('signin.introLogin')}</p>
      )}

      {notice && (
        <Banner tone={notice.kind === 'error' ? 'error' : 'info'}>
          <p className="auth__notice">{say(notice.text)}</p>
          {notice.hint && <p className="auth__notice">{say(notice.hint)}</p>}
          {canResend && (
            <button
              type="button"
              className="button button--secondary auth__resend"
              onClick={() => actor.send({ type: 'verification.resend' })}
              disabled={busy || !ready}
            >
              {t('signin.resend')}
            </button>
          )}
          {latestVerificationLink && verificationPending && email && (
            <VerificationLink email={email} latestLink={latestVerificationLink} />
          )}
        </Banner>
      )}

      <button
        type="button"
        className="button button--secondary auth__google"
        onClick={() => actor.send({ type: 'google.start' })}
        disabled={busy || !ready}
      >
        <span aria-hidden="true" className="auth__google-mark">
          G
        </span>
        {t('signin.google')}
      </button>

      <div className="auth__divider">
        <span>{t('signin.or')}</span>
      </div>

      <form onSubmit={submit} noValidate={false}>
        <Field id="auth-email" label={t('signin.email')}>
          <input className="input" type="email" autoComplete="email" required disabled={!ready} {...field('email')} />
        </Field>
        <Field id="auth-password" label={t('signin.password')}>
          <div className="auth__password">
            <input
              className="input"
              type={showPassword ? 'text' : 'password'}
              autoComplete={isSignup ? 'new-password' : 'current-password'}
              required
              disabled={!ready}
              {...field('password')}
            />
            <button
              type="button"
              className="button--link auth__toggle-password"
              onClick={() => actor.send({ type: 'password.toggleVisibility' })}
              aria-pressed={showPassword}
              disabled={!ready}
            >
              {showPassword ? t('signin.hide') : t('signin.show')}
            </button>
          </div>
        </Field>
        {isSignup && (
          <Field id="auth-role" label={t('signin.role')}>
            <select className="input" disabled={!ready} {...field('role')}>
              <option value="student">{t('signin.student')}</option>
              <option value="seller">{t('signin.seller')}</option>
            </select>
          </Field>
        )}
        {isSignup && (
          <p className="muted auth__notice">
            {t('signin.signupNotice', { version: NOTICE_VERSION })} <a href="/privacy">{t('signin.privacyPolicy')}</a>
          </p>
        )}
        <button type="submit" className="button auth__submit" disabled={busy || !ready}>
          {busy ? t('signin.wait') : isSignup ? t('signin.signUp') : t('signin.login')}
        </button>
      </form>

      <p className="auth__switch">
        {isSignup ? t('signin.haveAccount') : t('signin.noAccount')}{' '}
        <button
          type="button"
          className="button--link"
          onClick={() => actor.send({ type: 'mode.toggle' })}
          disabled={busy || !ready}
        >
          {isSignup ? t('signin.login') : t('signin.signUp')}
        </button>
      </p>
    </section>
  );
}
