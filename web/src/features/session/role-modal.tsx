// SPEC 2: 'Select Your Role' after a first Google sign-in by a non-admin without a profile. The app draws this on
// every page, so only whether it is open is here: the dialog and its texts (role-dialog.tsx) are fetched when it
// opens, and no page's first load carries them (decision 071).
import { lazy, Suspense } from 'react';
import { AuthFormContext } from './auth-form-context.ts';

const RoleDialog = lazy(() => import('./role-dialog.tsx').then((m) => ({ default: m.RoleDialog })));

export function RoleModal() {
  const open = AuthFormContext.useSelector((s) => s.matches('choosingRole') || s.matches('savingRole'));
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RoleDialog />
    </Suspense>
  );
}
