// SPEC 2: 'Select Your Role' after a first Google sign-in by a non-admin without a profile. It has no close
// button: a person without a profile must choose (signing out, in the header, also ends it).
import { texts } from '@marketplace/shared/texts';
import { Banner } from '../../ui/banner.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { AuthFormContext } from './auth-form-context.ts';
import './auth.css';

export function RoleModal() {
  const actor = AuthFormContext.useActorRef();
  const open = AuthFormContext.useSelector((s) => s.matches('choosingRole') || s.matches('savingRole'));
  const saving = AuthFormContext.useSelector((s) => s.matches('savingRole'));
  const notice = AuthFormContext.useSelector((s) => s.context.notice);
  if (!open) return null;
  return (
    <Dialog title={texts.auth.selectYourRole} size="narrow">
      <p className="muted">Choose how you will use the platform. This cannot be changed later.</p>
      <Banner tone="error">{notice?.kind === 'error' ? notice.text : null}</Banner>
      <div className="role-modal__choices">
        {(['student', 'seller'] as const).map((role) => (
          <button
            key={role}
            type="button"
            className="button"
            disabled={saving}
            onClick={() => actor.send({ type: 'role.choose', role })}
          >
            {role === 'student' ? 'Student' : 'Seller'}
          </button>
        ))}
      </div>
    </Dialog>
  );
}
