// The composition root: real effects are provided to the machines here, and pages are composed.
import { useEffect, useState } from 'react';
import { signOut } from 'firebase/auth';
import { authFormMachine } from '@marketplace/shared/session/auth-form.machine';
import { isSessionLoading, sessionMachine, viewerOf } from '@marketplace/shared/session/session.machine';
import { texts } from '@marketplace/shared/texts';
import { FirebaseContext, NavigateContext, SessionContext, useFirebase } from '../lib/contexts.ts';
import type { FirebaseServices } from '../lib/firebase.ts';
import { AuthFormContext } from '../features/session/auth-form-context.ts';
import { authActors } from '../features/session/auth-actors.ts';
import { RoleModal } from '../features/session/role-modal.tsx';
import { Footer } from './layout/footer.tsx';
import { Header } from './layout/header.tsx';
import { PageView } from './page-view.tsx';
import { sessionActors } from './session-actors.ts';
import { useNavigation } from './use-navigation.ts';
import './layout/layout.css';

export function App({ services }: { services: FirebaseServices }) {
  const [sessionLogic] = useState(() => sessionMachine.provide({ actors: sessionActors(services) }));
  const [authFormLogic] = useState(() => authFormMachine.provide({ actors: authActors(services) }));
  return (
    <FirebaseContext.Provider value={services}>
      <SessionContext.Provider logic={sessionLogic}>
        <AuthFormContext.Provider logic={authFormLogic}>
          <Shell />
        </AuthFormContext.Provider>
      </SessionContext.Provider>
    </FirebaseContext.Provider>
  );
}

function Shell() {
  const { auth } = useFirebase();
  const loading = SessionContext.useSelector(isSessionLoading);
  const viewer = SessionContext.useSelector(viewerOf);
  const email = SessionContext.useSelector((s) => s.context.user?.email ?? null);
  const authForm = AuthFormContext.useActorRef();
  const { page, navigate } = useNavigation(loading, viewer);

  // A signed-in person without a profile is asked for a role, also after a reload; signing out closes it.
  useEffect(() => {
    if (loading) return;
    if (viewer === 'noProfile') authForm.send({ type: 'role.required' });
    if (viewer === 'visitor') authForm.send({ type: 'role.cancel' });
  }, [authForm, loading, viewer]);

  return (
    <NavigateContext.Provider value={navigate}>
      <Header
        viewer={viewer}
        email={email}
        page={page}
        onNavigate={navigate}
        onSignOut={() => {
          signOut(auth).catch((error: unknown) => console.error('Sign-out failed.', error));
        }}
      />
      <main>
        {loading ? (
          <p className="platform-loading" role="status">
            {texts.app.loadingPlatform}
          </p>
        ) : (
          <PageView page={page} onNavigate={navigate} />
        )}
      </main>
      <Footer viewer={viewer} onNavigate={navigate} />
      <RoleModal />
    </NavigateContext.Provider>
  );
}
