// SPEC 2's 'Select Your Role' dialog. It has no close button: a person without a profile must choose (signing out,
// in the header, also ends it). Its title is SPEC's, word for word in English (auth-texts.test.tsx).
import { Banner } from '../../ui/banner.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { AuthFormContext } from './auth-form-context.ts';
import { useAuthSay, useAuthTexts } from './auth-texts.ts';
import './role-dialog.css';

export function RoleDialog() {
  const t = useAuthTexts();
  const say = useAuthSay();
  const actor = AuthFormContext.useActorRef();
  const saving = AuthFormContext.useSelector((s) => s.matches('savingRole'));
  const notice = AuthFormContext.useSelector((s) => s.context.notice);
  return (
    <Dialog title={t('signin.roleTitle')} size="narrow">
      <p className="muted">{t('signin.roleIntro')}</p>
      <Banner tone="error">{notice?.kind === 'error' ? say(notice.text) : null}</Banner>
      <div className="role-modal__choices">
        {(['student', 'seller'] as const).map((role) => (
          <button
            key={role}
            type="button"
            className="button"
            disabled={saving}
            onClick={() => actor.send({ type: 'role.choose', role })}
          >
            {role === 'student' ? t('signin.student') : t('signin.seller')}
          </button>
        ))}
      </div>
    </Dialog>
  );
}
