// An admin's dashboard (decision 063): the console's navigation, then SPEC's Admin Dashboard as SPEC has it. A link to
// a disputed project (an admin's notification: /dashboard?project=…) opens it where disputes now live, in the money area.
import { useEffect, type ReactNode } from 'react';
import type { Destination } from '@marketplace/shared/navigation/pages';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { AdminDashboardPage } from '../features/admin/admin-dashboard-page.tsx';
import { ConsoleFrame, useConsoleAnchor } from '../features/admin/console/console-frame.tsx';
import type { WebApp } from './compose.ts';
import { consoleLinkOpener, placeDestination } from './console-links.ts';

interface AdminHomeProps {
  profile: UserProfile;
  web: WebApp;
  linkedProject: string | null;
  onGo: (destination: Destination) => void;
  tracking: ReactNode;
}

export function AdminHome({ profile, web, linkedProject, onGo, tracking }: AdminHomeProps) {
  const [anchor, follow] = useConsoleAnchor();
  useEffect(() => {
    if (linkedProject) onGo({ page: 'admin', order: null, area: 'money', project: linkedProject });
  }, [linkedProject, onGo]);
  return (
    <>
      <ConsoleFrame
        current="home"
        port={web.console}
        onGo={(place) => onGo(placeDestination(place))}
        onOpen={consoleLinkOpener(onGo, follow)}
        anchor={anchor}
      >
        {() => <AdminDashboardPage admin={web.admin} selfId={profile.uid} />}
      </ConsoleFrame>
      {tracking}
    </>
  );
}
