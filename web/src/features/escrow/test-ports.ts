// Stand-ins for the escrow's ports in component tests: vi.fn writes the test can inspect or make fail, and
// watches that never answer unless the test hands in a feed. Only tests import this file.
import { vi } from 'vitest';
import { fakeCheckoutLogic, fakePaymentsClient } from '../../lib/testing/fake-payments.ts';
import { fakePort } from '../../lib/testing/fake-port.ts';
import { never } from '../../lib/testing/feed.ts';
import { readyLogic } from '../../lib/lazy-logic.ts';
import { projectActionLogic } from './project-action-logic.ts';
import type { EscrowServices } from './escrow-services.ts';
import type * as ports from './escrow.port.ts';

export { aProject, DAY } from '../../lib/testing/a-project.ts';

export const fakeDirectSteps = fakePort<ports.DirectStepsPort>(() => ({ perform: vi.fn(async () => {}) }));

export const fakeChatReader = fakePort<ports.ChatReader>(() => ({ watchMessages: vi.fn(() => never) }));

export const fakeDeliveryPort = fakePort<ports.DeliveryPort>(() => ({ watchDeliveryAddress: vi.fn(() => never) }));

export const fakeLifecyclePort = fakePort<ports.LifecyclePort>(() => ({
  deliver: vi.fn(async () => {}),
  transition: vi.fn(async () => {}),
  fileLink: vi.fn(async () => 'https://files.example/link'),
  settleDispute: vi.fn(async () => {}),
}));

export const fakeHistoryPort = fakePort<ports.HistoryPort>(() => ({ watchHistory: vi.fn(() => never) }));

export const fakeDisputesPort = fakePort<ports.DisputesPort>(() => ({ watchOpenDisputes: vi.fn(() => never) }));

type Overrides = Partial<Omit<EscrowServices, 'actionLogic' | 'checkoutLogic'>> & {
  /** The browser's own writes (take, release) the action machine performs. */
  steps?: ports.DirectStepsPort;
};

/** The services the composition root hands the escrow's screens, on fakes; the machines provided as the app does. */
export function fakeEscrowServices(overrides: Overrides = {}): EscrowServices {
  const lifecycle = overrides.lifecycle ?? fakeLifecyclePort();
  return {
    delivery: overrides.delivery ?? fakeDeliveryPort(),
    messages: overrides.messages ?? fakeChatReader(),
    lifecycle,
    history: overrides.history ?? fakeHistoryPort(),
    disputes: overrides.disputes ?? fakeDisputesPort(),
    actionLogic: readyLogic(projectActionLogic(overrides.steps ?? fakeDirectSteps(), lifecycle)),
    checkoutLogic: fakeCheckoutLogic(fakePaymentsClient()),
  };
}
