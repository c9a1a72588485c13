// Stand-ins for the projects ports in component tests: vi.fn writes the test can inspect or make fail, and
// watches that never answer unless the test hands in a feed. Only tests import this file.
import { vi } from 'vitest';
import { freshEscrow, type Project } from '@marketplace/shared/projects/project';
import { fakeCheckoutLogic, fakePaymentsClient } from '../../lib/testing/fake-payments.ts';
import { never } from '../../lib/testing/feed.ts';
import { projectActionLogic } from './project-action-logic.ts';
import type { ProjectsServices } from './projects-services.ts';
import type {
  DeliveryPort,
  DisputesPort,
  HistoryPort,
  LifecyclePort,
  MessagesPort,
  ProjectsPort,
  ReviewsPort,
} from './projects.port.ts';

export function fakeProjectsPort(overrides: Partial<ProjectsPort> = {}): ProjectsPort {
  return {
    watchProjects: vi.fn(() => never),
    postProject: vi.fn(async () => 'new-id'),
    perform: vi.fn(async () => {}),
    ...overrides,
  };
}

export function fakeDeliveryPort(overrides: Partial<DeliveryPort> = {}): DeliveryPort {
  return { watchDeliveryAddress: vi.fn(() => never), ...overrides };
}

export function fakeMessagesPort(overrides: Partial<MessagesPort> = {}): MessagesPort {
  return {
    watchMessages: vi.fn(() => never),
    watchUnreadCounts: vi.fn(() => never),
    sendMessage: vi.fn(async () => {}),
    markRead: vi.fn(async () => {}),
    ...overrides,
  };
}

export function fakeLifecyclePort(overrides: Partial<LifecyclePort> = {}): LifecyclePort {
  return {
    deliver: vi.fn(async () => {}),
    transition: vi.fn(async () => {}),
    fileLink: vi.fn(async () => 'https://files.example/link'),
    settleDispute: vi.fn(async () => {}),
    ...overrides,
  };
}

export function fakeHistoryPort(overrides: Partial<HistoryPort> = {}): HistoryPort {
  return { watchHistory: vi.fn(() => never), ...overrides };
}

export function fakeDisputesPort(overrides: Partial<DisputesPort> = {}): DisputesPort {
  return { watchOpenDisputes: vi.fn(() => never), ...overrides };
}

export function fakeReviewsPort(overrides: Partial<ReviewsPort> = {}): ReviewsPort {
  return {
    watchOwnReview: vi.fn(() => never),
    submitReview: vi.fn(async () => {}),
    watchRating: vi.fn(() => never),
    ...overrides,
  };
}

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
