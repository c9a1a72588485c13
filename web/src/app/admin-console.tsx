// The operator's console's areas (decision 063), each at /admin/{area}: the inbox of what waits for an admin; the
// money (chargebacks, disputes, failed refunds, the ledger and reconciliation, tax exports, payouts); the people
// (reports and moderation, who met a limit, privacy requests, reviews); the insights. The home, SPEC's Admin
// Dashboard, stays on /dashboard (member-dashboard.tsx). Its own chunk: nobody but an admin loads it.
import type { ConsoleArea } from '@marketplace/shared/admin/console';
import type { Destination } from '@marketplace/shared/navigation/pages';
import type { UserProfile } from '@marketplace/shared/session/profile';
import {
  AdminAreaPage,
  AdminInsightsSection,
  AdminMoneySections,
  AdminReviewSections,
  ConsoleRefused,
} from '../features/admin/admin-dashboard-page.tsx';
import { ChargebacksQueue } from '../features/admin/chargebacks/chargebacks-queue.tsx';
import { ConsoleFrame, useConsoleAnchor } from '../features/admin/console/console-frame.tsx';
import { InboxList } from '../features/admin/console/inbox-list.tsx';
import type { ConsolePlace } from '../features/admin/console/console-nav.tsx';
import { TaxExportsPanel } from '../features/documents/tax-exports-panel.tsx';
import { DisputesQueue } from '../features/escrow/disputes-queue.tsx';
import { InsightsPanel } from '../features/insights/insights-panel.tsx';
import { AllPayoutsPanel } from '../features/payouts/all-payouts-panel.tsx';
import { PrivacyRequestsQueue } from '../features/privacy/privacy-requests-queue.tsx';
import { LimitHits } from '../features/safety/limit-hits.tsx';
import { ModerationQueue } from '../features/safety/moderation-queue.tsx';
import type { WebApp } from './compose.ts';
import { consoleLinkOpener, placeDestination } from './console-links.ts';

interface AdminConsoleProps {
  profile: UserProfile;
  web: WebApp;
  area: ConsoleArea;
  /** The disputed project a link opened on the money area; null for none. */
  linkedProject: string | null;
  onGo: (destination: Destination) => void;
}

export default function AdminConsole({ profile, web, area, linkedProject, onGo }: AdminConsoleProps) {
  const [anchor, follow] = useConsoleAnchor();
  const open = consoleLinkOpener(onGo, follow);
  // Refused as everywhere else an admin's things are: the server refuses their reads too.
  if (profile.role !== 'admin') return <ConsoleRefused />;
  return (
    <ConsoleFrame
      current={area}
      port={web.console}
      onGo={(place: ConsolePlace) => onGo(placeDestination(place))}
      onOpen={open}
      anchor={anchor}
    >
      {(inbox) => (
        <AdminAreaPage area={area}>
          {area === 'inbox' && <InboxList inbox={inbox} now={Date.now()} onOpen={open} />}
          {area === 'money' && (
            <>
              <ChargebacksQueue port={web.chargebacks} />
              <DisputesQueue
                services={web.escrow}
                admin={{ uid: profile.uid, email: profile.email, role: profile.role }}
                linkedProject={linkedProject}
                onCloseLinked={() => onGo({ page: 'admin', order: null, area: 'money' })}
              />
              <AdminMoneySections admin={web.admin} />
              <TaxExportsPanel api={web.documentsApi} />
              <AllPayoutsPanel payouts={web.payouts} api={web.payoutsApi} />
            </>
          )}
          {area === 'people' && (
            <>
              <ModerationQueue moderation={web.safety} api={web.moderationApi} />
              <LimitHits moderation={web.safety} />
              <PrivacyRequestsQueue privacy={web.privacy} api={web.privacyAdminApi} />
              <AdminReviewSections admin={web.admin} />
            </>
          )}
          {area === 'insights' && (
            <AdminInsightsSection>
              <InsightsPanel insights={web.admin} />
            </AdminInsightsSection>
          )}
        </AdminAreaPage>
      )}
    </ConsoleFrame>
  );
}
