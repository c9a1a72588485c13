// The app: the composed ports and machines (compose.ts) are built once, and the shell lays out the page.
import { lazy, Suspense, useEffect, useState } from 'react';
import { urlToDestination } from '@marketplace/shared/navigation/pages';
import type { FirstScreen } from '@marketplace/shared/navigation/first-screen';
import { isSessionLoading, viewerOf } from '@marketplace/shared/session/session.machine';
import { texts } from '@marketplace/shared/texts';
import { APP_READY } from '../lib/app-ready.ts';
import { NavigateContext, SessionContext } from '../lib/contexts.ts';
import type { FirebaseServices } from '../lib/firebase.ts';
import { AskMe } from '../features/assistant/ask-me.tsx';
import { RenderedLocaleProvider } from '../i18n/i18n.ts';
import type { Locale } from '../i18n/locale.ts';
import { AuthFormContext } from '../features/session/auth-form-context.ts';
import { RoleModal } from '../features/session/role-modal.tsx';
import { composeWeb, type WebApp } from './compose.ts';
import { Footer } from './layout/footer.tsx';
import { Header, mainContentId } from './layout/header.tsx';
import { PageView } from './page-view.tsx';
import { NavigationContext, navigationInput, useNavigation, type StartUrl } from './use-navigation.ts';
import './layout/layout.css';

// Members only, so no visitor's first load carries it.
const NotificationsBell = lazy(() =>
  import('../features/notifications/notifications-bell.tsx').then((m) => ({ default: m.NotificationsBell })),
);
const LanguageOnProfile = lazy(() =>
  import('../features/profile/language-on-profile.ts').then((m) => ({ default: m.LanguageOnProfile })),
);

interface AppProps {
  services: FirebaseServices;
  /**
   * Known to be a visitor before the session has answered (decision 019): the page shows at once rather than
   * 'Loading Platform...', as its prerendered HTML does. A session that then finds someone signed in moves on.
   */
  assumeVisitor?: boolean;
  /** The address to start on; the browser's own when not given (the build's prerender gives it). */
  url?: StartUrl;
  /** The data the server drew the page with (decision 021): shown from the first render, then live. */
  firstScreen?: FirstScreen;
  /** The language the page was drawn in on the server, which the hydrating render reads too (decision 065). */
  locale?: Locale;
}

export function App({ services, assumeVisitor = false, url, firstScreen, locale = 'en' }: AppProps) {
  const [web] = useState(() => composeWeb(services, firstScreen));
  useEffect(() => document.documentElement.setAttribute(APP_READY, ''), []);
  return (
    <RenderedLocaleProvider value={locale}>
      <SessionContext.Provider logic={web.sessionLogic}>
        <AuthFormContext.Provider logic={web.authFormLogic}>
          <NavigationContext.Provider options={{ input: navigationInput(url) }}>
            <Shell web={web} assumeVisitor={assumeVisitor} />
          </NavigationContext.Provider>
        </AuthFormContext.Provider>
      </SessionContext.Provider>
    </RenderedLocaleProvider>
  );
}

function Shell({ web, assumeVisitor }: { web: WebApp; assumeVisitor: boolean }) {
  const loading = SessionContext.useSelector(isSessionLoading) && !assumeVisitor;
  const viewer = SessionContext.useSelector(viewerOf);
  const email = SessionContext.useSelector((s) => s.context.user?.email ?? null);
  const uid = SessionContext.useSelector((s) => s.context.user?.uid ?? null);
  // The profile's language, or null when there is no profile the member may write to (decision 072).
  const savedLanguage = SessionContext.useSelector((s) =>
    viewerOf(s) === 'member' && s.context.profile && !s.context.profile.suspension ? s.context.profile.language : null,
  );
  const authForm = AuthFormContext.useActorRef();
  const { returnTo, navigate, goTo, ...shown } = useNavigation(loading, viewer);

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
        page={shown.page}
        onNavigate={navigate}
        onSignOut={() => {
          web.auth.signOut().catch((error: unknown) => console.error('Sign-out failed.', error));
        }}
        bell={
          viewer === 'member' && uid !== null && !loading ? (
            <Suspense fallback={null}>
              <NotificationsBell
                uid={uid}
                port={web.notifications}
                onOpenLink={(link) => {
                  const [pathname = '/', search = ''] = link.split('?');
                  goTo(urlToDestination(pathname, search));
                }}
              />
            </Suspense>
          ) : null
        }
      />
      {/* Focusable from script only, so the skip link moves focus here and not just the scroll position. */}
      <main id={mainContentId} tabIndex={-1}>
        {loading ? (
          <p className="platform-loading" role="status">
            {texts.app.loadingPlatform}
          </p>
        ) : (
          <PageView {...shown} returnTo={returnTo} onNavigate={navigate} onGo={goTo} web={web} />
        )}
      </main>
      <Footer viewer={viewer} onNavigate={navigate} />
      <RoleModal />
      {savedLanguage !== null && uid !== null && !loading ? (
        <Suspense fallback={null}>
          <LanguageOnProfile uid={uid} saved={savedLanguage} port={web.language} />
        </Suspense>
      ) : null}
      <AskMe assistant={web.assistant} />
    </NavigateContext.Provider>
  );
}
