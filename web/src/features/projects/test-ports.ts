// Stand-ins for the ports in component tests: live feeds the test pushes values into, and vi.fn writes
// the test can inspect or make fail. Only tests import this file.
import { vi } from 'vitest';
import type { Project } from '@marketplace/shared/projects/project';
import type { PaymentsPort, ProjectsPort, Watch } from './projects.port.ts';

/** A subscription the test drives: `push` delivers a value to every current subscriber. */
export function feed<T>() {
  const subscribers = new Set<{ onNext: (value: T) => void; onError: (error: unknown) => void }>();
  let last: { value: T } | null = null;
  const watch: Watch<T> = (onNext, onError) => {
    const subscriber = { onNext, onError };
    subscribers.add(subscriber);
    // Like Firestore, a new subscriber gets the current value at once when there is one.
    if (last) queueMicrotask(() => subscribers.has(subscriber) && onNext(last!.value));
    return () => subscribers.delete(subscriber);
  };
  return {
    watch,
    push(value: T) {
      last = { value };
      for (const subscriber of subscribers) subscriber.onNext(value);
    },
    fail(error: unknown) {
      for (const subscriber of subscribers) subscriber.onError(error);
    },
    get subscribed() {
      return subscribers.size;
    },
  };
}

export function fakeProjectsPort(overrides: Partial<ProjectsPort> = {}): ProjectsPort {
  const never: Watch<never> = () => () => {};
  return {
    watchProjects: vi.fn(() => never),
    watchUnreadCounts: vi.fn(() => never),
    watchPayouts: vi.fn(() => never),
    watchDeliveryAddress: vi.fn(() => never),
    watchMessages: vi.fn(() => never),
    postProject: vi.fn(async () => 'new-id'),
    perform: vi.fn(async () => {}),
    sendMessage: vi.fn(async () => {}),
    markRead: vi.fn(async () => {}),
    ...overrides,
  };
}

export function fakePaymentsPort(overrides: Partial<PaymentsPort> = {}): PaymentsPort {
  return {
    config: vi.fn(async () => ({ provider: 'simulated' as const })),
    createOrder: vi.fn(async () => ({ id: 'order_1', amount: 150_000, currency: 'INR' })),
    paySimulated: vi.fn(async () => ({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    })),
    payWithRazorpay: vi.fn(async () => {
      throw new Error('Razorpay is not used in these tests.');
    }),
    verify: vi.fn(async () => {}),
    ...overrides,
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
    ...overrides,
  };
}

export { DAY };
