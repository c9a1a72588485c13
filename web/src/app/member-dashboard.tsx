// The signed-in person's dashboard (SPEC 2): the admin dashboard for an admin, the user dashboard for students
// and sellers. Its own chunk: visitors never load the dashboards' code. The admin's home is a chunk of its own too,
// with the console's code and its texts (decision 081): students and sellers never load it.
import { lazy } from 'react';
import type { Destination } from '@marketplace/shared/navigation/pages';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { DocumentLinks } from '../features/documents/document-links.tsx';
import { MonthlyStatements } from '../features/documents/monthly-statements.tsx';
import { PaymentsList } from '../features/documents/payments-list.tsx';
import { TaxDetailsPanel } from '../features/documents/tax-details-panel.tsx';
import { EarningsByMonth } from '../features/insights/earnings-by-month.tsx';
import { PayoutsList } from '../features/payouts/payouts-list.tsx';
import { PostProjectButton } from '../features/projects/post-project-button.tsx';
import { ProjectsBoard } from '../features/projects/projects-board.tsx';
import { SuspendedNotice } from '../features/safety/suspended-notice.tsx';
import { MyPurchases } from '../features/store/my-purchases.tsx';
import { SellProductButton } from '../features/store/sell-product-button.tsx';
import { SellerStore } from '../features/store/seller-store.tsx';
import { TrackedOrderDialog } from '../features/store/tracked-order-dialog.tsx';
import { VerificationPanel } from '../features/verification/verification-panel.tsx';
import type { WebApp } from './compose.ts';
import { mainContentId } from './layout/header.tsx';
import { ProjectDetail } from './project-detail.tsx';

const AdminHome = lazy(() => import('./admin-home.tsx').then((module) => ({ default: module.AdminHome })));

/** Beside a payout: the seller's own documents of that sale (decision 039). */
const sellerDocumentKinds = ['platform-invoice', 'payout-statement'] as const;

interface MemberDashboardProps {
  profile: UserProfile;
  web: WebApp;
  /** The order named by the URL (/dashboard?order={id}); null for none. */
  trackedOrder: string | null;
  onTrack: (orderId: string | null) => void;
  /** The project named by the URL (/dashboard?project={id}, a notification's link); null for none. */
  linkedProject: string | null;
  /** Closing the linked project: the dashboard without it. */
  onCloseLinked: () => void;
  /** Goes to a destination inside the app (the console's areas: decision 063). */
  onGo: (destination: Destination) => void;
}

export default function MemberDashboard(props: MemberDashboardProps) {
  const { profile, web, trackedOrder, onTrack, linkedProject, onCloseLinked, onGo } = props;
  // A suspended person sees why, instead of a dashboard they could not act on (decision 031).
  if (profile.suspension) return <SuspendedNotice suspension={profile.suspension} />;
  // 'My Store Purchases' is the students' (SPEC 2), and shows the tracking itself; anyone else who opens a
  // dashboard link with an order gets the same dialog, which shows only their own order.
  const tracking = profile.role !== 'student' && trackedOrder && (
    <TrackedOrderDialog
      key={trackedOrder}
      orderId={trackedOrder}
      viewerId={profile.uid}
      orders={web.store.orders}
      onDone={() => {
        onTrack(null);
        document.getElementById(mainContentId)?.focus();
      }}
    />
  );
  if (profile.role === 'admin')
    return <AdminHome profile={profile} web={web} linkedProject={linkedProject} onGo={onGo} tracking={tracking} />;
  return (
    <>
      <DashboardPage
        profile={profile}
        postProject={<PostProjectButton profile={profile} api={web.projects.api} />}
        projects={
          <ProjectsBoard
            profile={profile}
            services={web.projects}
            renderDetail={(shown) => <ProjectDetail {...shown} services={web} />}
            linkedProject={linkedProject}
            onCloseLinked={onCloseLinked}
          />
        }
        payouts={
          <PayoutsList
            sellerId={profile.uid}
            payouts={web.payouts}
            details={web.payoutDetails}
            api={web.payoutsApi}
            earnings={<EarningsByMonth sellerId={profile.uid} insights={web.payouts} />}
            verification={
              <VerificationPanel sellerId={profile.uid} port={web.verification} api={web.verificationApi} />
            }
            statements={
              <>
                <TaxDetailsPanel sellerId={profile.uid} documents={web.documents} api={web.documentsApi} />
                <MonthlyStatements sellerId={profile.uid} documents={web.documents} api={web.documentsApi} />
              </>
            }
            payoutDocuments={(payout) => (
              <DocumentLinks
                documents={web.documents}
                api={web.documentsApi}
                ownerId={profile.uid}
                subject={payout.subject ?? ledgerSubject.project(payout.projectId)}
                kinds={sellerDocumentKinds}
              />
            )}
          />
        }
        sellProject={<SellProductButton products={web.store.products} />}
        sellerStore={<SellerStore profile={profile} products={web.store.products} orders={web.store.orders} />}
        purchases={
          <MyPurchases
            buyerId={profile.uid}
            orders={web.store.orders}
            trackedOrder={trackedOrder}
            onTrack={onTrack}
            orderDocuments={(order) => (
              <DocumentLinks
                documents={web.documents}
                api={web.documentsApi}
                ownerId={profile.uid}
                subject={ledgerSubject.order(order.id)}
              />
            )}
          />
        }
        payments={<PaymentsList ownerId={profile.uid} documents={web.documents} api={web.documentsApi} />}
      />
      {tracking}
    </>
  );
}
