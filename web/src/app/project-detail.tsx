// A project's detail as the board shows it: the escrow's view of the project and its money, with the projects'
// chat and the reviews handed in (features do not import each other; the app composes them).
import { ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { DocumentLinks } from '../features/documents/document-links.tsx';
import type { DocumentsPort } from '../features/documents/documents.port.ts';
import { ChatButton } from '../features/projects/chat-button.tsx';
import type { ShownProject } from '../features/projects/projects-board.tsx';
import { ProjectDetailModal } from '../features/escrow/project-detail-modal.tsx';
import type { ProjectsServices } from '../features/projects/projects-services.ts';
import type { EscrowServices } from '../features/escrow/escrow-services.ts';
import { ProjectReview } from '../features/reviews/project-review.tsx';
import type { ReviewsPort } from '../features/reviews/reviews.port.ts';

export interface ProjectDetailServices {
  projects: Pick<ProjectsServices, 'messages' | 'safety'>;
  escrow: EscrowServices;
  reviews: ReviewsPort;
  documents: DocumentsPort;
}

export function ProjectDetail({ services, ...shown }: ShownProject & { services: ProjectDetailServices }) {
  const { project, actor, now, unread, onClose } = shown;
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
          unread={unread}
          safety={services.projects.safety}
        />
      }
      review={<ProjectReview project={project} actor={actor} reviews={services.reviews} />}
      documents={
        <DocumentLinks
          documents={services.documents}
          ownerId={actor.uid}
          subject={ledgerSubject.project(project.id)}
          heading="Payment documents"
        />
      }
    />
  );
}
