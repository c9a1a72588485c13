// SPEC 2: 'Select Your Role' after a first Google sign-in by a non-admin without a profile.
import { texts } from '@marketplace/shared/texts';
import { AuthFormContext } from './auth-form-context.ts';
import './auth.css';

export function RoleModal() {
  const actor = AuthFormContext.useActorRef();
  const open = AuthFormContext.useSelector((s) => s.matches('choosingRole') || s.matches('savingRole'));
  const saving = AuthFormContext.useSelector((s) => s.matches('savingRole'));
  const notice = AuthFormContext.useSelector((s) => s.context.notice);
  if (!open) return null;
  return (
    <div className="modal-backdrop">
      <div className="modal card" role="dialog" aria-modal="true" aria-labelledby="role-modal-title">
        <h2 id="role-modal-title">{texts.auth.selectYourRole}</h2>
        <p className="muted">Choose how you will use the platform. This cannot be changed later.</p>
        {notice?.kind === 'error' && (
          <div className="banner banner--error" role="alert">
            {notice.text}
          </div>
        )}
        <div className="role-modal__choices">
          <button
            type="button"
            className="button"
            disabled={saving}
            onClick={() => actor.send({ type: 'role.choose', role: 'student' })}
          >
            Student
          </button>
          <button
            type="button"
            className="button"
            disabled={saving}
            onClick={() => actor.send({ type: 'role.choose', role: 'seller' })}
          >
            Seller
          </button>
        </div>
      </div>
    </div>
  );
}
