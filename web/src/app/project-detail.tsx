// A project's detail as the board shows it: the escrow's view of the project and its money, with the projects'
// chat and the reviews handed in (features do not import each other; the app composes them).
import { ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { isSplit, milestonesOf, moneyIdOf } from '@marketplace/shared/projects/milestones';
import { DocumentLinks } from '../features/documents/document-links.tsx';
import type { DocumentsApi, DocumentsPort } from '../features/documents/documents.port.ts';
import { useDocumentsTexts } from '../features/documents/documents-texts.ts';
import { ChatButton } from '../features/projects/chat-button.tsx';
import { OfferChatButton } from '../features/projects/offer-chat-button.tsx';
import type { ShownProject } from '../features/projects/projects-board.tsx';
import { ProjectDetailModal } from '../features/escrow/project-detail-modal.tsx';
import type { ProjectsServices } from '../features/projects/projects-services.ts';
import type { EscrowServices } from '../features/escrow/escrow-services.ts';
import { ProjectReview } from '../features/reviews/project-review.tsx';
import type { ReviewsApi, ReviewsPort } from '../features/reviews/reviews.port.ts';

export interface ProjectDetailServices {
  projects: Pick<ProjectsServices, 'messages' | 'api' | 'safety' | 'offerMessages'>;
  escrow: EscrowServices;
  reviews: ReviewsPort;
  reviewsApi: ReviewsApi;
  documents: DocumentsPort;
  documentsApi: DocumentsApi;
}

export function ProjectDetail({ services, ...shown }: ShownProject & { services: ProjectDetailServices }) {
  const { project, actor, now, unread, onClose } = shown;
  const t = useDocumentsTexts();
  return (
    <ProjectDetailModal
      project={project}
      actor={actor}
      services={services.escrow}
      now={now}
      onClose={onClose}
      chat={
        <ChatButton
          project={project}
          actor={actor}
          messages={services.projects.messages}
          api={services.projects.api}
          unread={unread}
          safety={services.projects.safety}
        />
      }
      offerChat={(offer, card) => {
        const port = services.projects.offerMessages;
        const api = services.escrow.offers;
        return (
          port &&
          api && (
            <OfferChatButton
              project={project}
              seller={{ uid: offer.sellerId, email: offer.sellerEmail }}
              actor={actor}
              port={port}
              api={api}
              card={card}
            />
          )
        );
      }}
      review={<ProjectReview project={project} actor={actor} reviews={services.reviews} api={services.reviewsApi} />}
      documents={
        // Each milestone's money has its own subject (decision 068: the first keeps the project's id), so a split
        // project lists each milestone's documents under its own heading; each shows once a document is issued.
        isSplit(project) ? (
          milestonesOf(project).map((_, index) => (
            <DocumentLinks
              key={index}
              documents={services.documents}
              api={services.documentsApi}
              ownerId={actor.uid}
              subject={ledgerSubject.project(moneyIdOf(project.id, index))}
              heading={t('documents.heading.milestone', { n: index + 1 })}
            />
          ))
        ) : (
          <DocumentLinks
            documents={services.documents}
            api={services.documentsApi}
            ownerId={actor.uid}
            subject={ledgerSubject.project(project.id)}
            heading={t('documents.heading.payment')}
          />
        )
      }
    />
  );
}
