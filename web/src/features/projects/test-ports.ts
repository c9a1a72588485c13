// Stand-ins for the projects ports in component tests: vi.fn writes the test can inspect or make fail, and
// watches that never answer unless the test hands in a feed. Only tests import this file.
import { vi } from 'vitest';
import { freshEscrow, type Project } from '@marketplace/shared/projects/project';
import { fakeCheckoutLogic, fakePaymentsClient } from '../../lib/testing/fake-payments.ts';
import { never } from '../../lib/testing/feed.ts';
import { projectActionLogic } from './project-action-logic.ts';
import type { ProjectsServices } from './projects-services.ts';
import type * as ports from './projects.port.ts';

/** A fake port: fresh stand-ins on every call (so no test sees another's calls), the test's overrides on top. */
const fakePort =
  <Port>(standIns: () => Port) =>
  (overrides: Partial<Port> = {}): Port => ({ ...standIns(), ...overrides });

export const fakeProjectsPort = fakePort<ports.ProjectsPort>(() => ({
  watchProjects: vi.fn(() => never),
  postProject: vi.fn(async () => 'new-id'),
  perform: vi.fn(async () => {}),
}));

export const fakeDeliveryPort = fakePort<ports.DeliveryPort>(() => ({ watchDeliveryAddress: vi.fn(() => never) }));

export const fakeMessagesPort = fakePort<ports.MessagesPort>(() => ({
  watchMessages: vi.fn(() => never),
  watchUnreadCounts: vi.fn(() => never),
  sendMessage: vi.fn(async () => {}),
  markRead: vi.fn(async () => {}),
}));

export const fakeLifecyclePort = fakePort<ports.LifecyclePort>(() => ({
  deliver: vi.fn(async () => {}),
  transition: vi.fn(async () => {}),
  fileLink: vi.fn(async () => 'https://files.example/link'),
  settleDispute: vi.fn(async () => {}),
}));

export const fakeHistoryPort = fakePort<ports.HistoryPort>(() => ({ watchHistory: vi.fn(() => never) }));

export const fakeDisputesPort = fakePort<ports.DisputesPort>(() => ({ watchOpenDisputes: vi.fn(() => never) }));

export const fakeReviewsPort = fakePort<ports.ReviewsPort>(() => ({
  watchOwnReview: vi.fn(() => never),
  submitReview: vi.fn(async () => {}),
  watchRating: vi.fn(() => never),
  watchPublicProfile: vi.fn(() => never),
  watchPublishedReviews: vi.fn(() => never),
}));

/** The services the composition root hands the board, on fakes; the machines are provided as the app does. */
export function fakeProjectsServices(
  overrides: Partial<Omit<ProjectsServices, 'actionLogic' | 'checkoutLogic'>> = {},
): ProjectsServices {
  const projects = overrides.projects ?? fakeProjectsPort();
  const lifecycle = overrides.lifecycle ?? fakeLifecyclePort();
  return {
    projects,
    delivery: overrides.delivery ?? fakeDeliveryPort(),
    messages: overrides.messages ?? fakeMessagesPort(),
    lifecycle,
    history: overrides.history ?? fakeHistoryPort(),
    reviews: overrides.reviews ?? fakeReviewsPort(),
    disputes: overrides.disputes ?? fakeDisputesPort(),
    actionLogic: projectActionLogic(projects, lifecycle),
    checkoutLogic: fakeCheckoutLogic(fakePaymentsClient()),
  };
}

const DAY = 24 * 60 * 60 * 1000;

export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 'p1',
    studentId: 'student-1',
    studentEmail: 'student@example.com',
    title: 'Smart irrigation controller',
    description: 'Soil moisture sensing with automatic watering.',
    hardware: 'Arduino Uno',
    software: 'C++',
    features: 'Moisture sensor, Pump relay, LCD display',
    deadline: Date.now() + 10 * DAY,
    budget: 1500,
    status: 'Open',
    paymentStatus: 'Unpaid',
    createdAt: Date.now() - DAY,
    sellerId: null,
    sellerEmail: null,
    ...freshEscrow,
    ...overrides,
  };
}

export { DAY };
