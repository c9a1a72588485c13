// The demo projects (decision 023's demo data): one of the demo student's projects, taken by the demo seller, in
// each interesting state of the escrow, so a new person meets the lifecycle on a first `npm start` and can walk
// each exit: open for sellers, delivered and waiting (releases automatically later), changes requested, disputed
// (the admin's queue), refunded, released automatically, and funded but long overdue (the student may cancel).
// Beside them, one asking for offers with two sellers' offers waiting (decision 067), and one split into three
// milestones part way through (decision 068: the first released and paid out, the second funded, the third to fund).
// Each is walked through shared's guards and patches, the way the server takes each step (the escrow table's rows
// with their milestone patch, the offers table's rows), so a seeded state is one the lifecycle reaches; the step's
// history event, the paid payment order, the refund and the payout are written as the server and its triggers
// write them, per milestone.
import {
  captureEntry,
  earningEntry,
  ledgerSubject,
  payoutPaidEntry,
  refundDueEntry,
  refundPaidEntry,
} from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { otherRole, PUBLISH_AFTER_MS, reviewIdOf, type ReviewerRole } from '@marketplace/shared/reviews/review';
import { refundIdFor } from '@marketplace/shared/payments/refund';
import { unsentPayout, type PayoutRecord } from '@marketplace/shared/payouts/payout';
import { payoutDetailsHint, type PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import { CURRENCY, splitPaise, toPaise } from '@marketplace/shared/projects/money';
import {
  canAutoRelease,
  canPerform,
  transitionPatch,
  type Actor,
  type ProjectAction,
} from '@marketplace/shared/projects/project-actions';
import { fixedEventId, noHistoryDetails, type HistoryEvent } from '@marketplace/shared/projects/project-history';
import { checkMilestones } from '@marketplace/shared/projects/milestone-check';
import { DEADLINE_GRACE_MS } from '@marketplace/shared/projects/post-project';
import { escrowProcess, type ProjectPatch } from '@marketplace/shared/projects/escrow-process';
import { milestonePatch } from '@marketplace/shared/projects/milestone-steps';
import {
  currentMilestoneIndex,
  isSplit,
  milestonesOf,
  moneyIdOf,
  type MilestoneTerms,
} from '@marketplace/shared/projects/milestones';
import type { Offer, OfferTerms } from '@marketplace/shared/projects/offer';
import { canTakeOffer, offerProcess } from '@marketplace/shared/projects/offer-process';
import { freshEscrow, type Project } from '@marketplace/shared/projects/project';
import { entryDocument, journalDocument, type DemoDocument } from './demo-ledger.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAYOUT_ANSWERED_AFTER_MS = 60 * 60 * 1000;

/** A step `daysAgo` days before the seed runs: a person's action, or the server's automatic release. */
type DemoStep =
  | { action: ProjectAction; by: 'student' | 'seller'; daysAgo: number; note?: string; link?: string }
  | { action: 'auto-release' };

/** A seller's offer on a project asking for offers, sent `daysAgo` days before the seed runs (decision 067). */
interface DemoOffer {
  from: 'seller' | 'otherSeller';
  daysAgo: number;
  price: number;
  /** Days from the seed's day to the delivery day. */
  deliveryInDays: number;
  note: string;
  /** The seller's own stages: rupees each, due `dueInDays` from the seed's day. */
  milestones?: { title: string; amount: number; dueInDays: number }[];
}

interface DemoProject {
  id: string;
  title: string;
  description: string;
  hardware: string;
  software: string;
  features: string;
  budget: number;
  createdDaysAgo: number;
  /** Days from the seed's day to the deadline (negative: past). */
  deadlineInDays: number;
  steps: DemoStep[];
  /** 'offers': the student asked for offers instead of a price sellers take (decision 067); fixed otherwise. */
  pricing?: 'offers';
  /** The stages the budget is split into (decision 068): rupees each, due `dueInDays` from the seed's day. */
  milestones?: { title: string; amount: number; dueInDays: number }[];
  /** Offers waiting on a project asking for offers. */
  offers?: DemoOffer[];
  /** What the provider answered since (the refund webhook), when there is a refund. */
  refundProcessed?: boolean;
  /**
   * The payout's answer from the provider, for an older release (each milestone's); without one the payout waits to
   * be sent.
   */
  payout?: { status: 'processed'; reference: string } | { status: 'failed'; failureReason: string };
  messages?: { from: 'student' | 'seller'; daysAgo: number; text: string }[];
  /** Reviews by either party, published (both wrote, or the lone one's 7 days have passed). */
  reviews?: Partial<Record<ReviewerRole, { stars: number; text: string; daysAgo: number }>>;
}

const taken = (daysAgo: number): DemoStep[] => [
  { action: 'take', by: 'seller', daysAgo },
  { action: 'fund', by: 'student', daysAgo: daysAgo - 1 },
];

/** Taken, funded, delivered with `note` and released by its student the next day. */
const releasedBy = (takenDaysAgo: number, deliveredDaysAgo: number, note: string): DemoStep[] => [
  ...taken(takenDaysAgo),
  { action: 'complete', by: 'seller', daysAgo: deliveredDaysAgo, note },
  { action: 'release', by: 'student', daysAgo: deliveredDaysAgo - 1 },
];

export const demoProjects: readonly DemoProject[] = [
  {
    id: 'demo-project-open',
    title: 'RFID attendance system for a classroom',
    description: 'Students tap an RFID card; the attendance is stored with the time and shown on a small web page.',
    hardware: 'ESP32, RC522 RFID reader, 10 cards',
    software: 'Arduino IDE, a small web page',
    features: 'Card registration, Daily report, CSV export',
    budget: 2500,
    createdDaysAgo: 1,
    deadlineInDays: 20,
    steps: [],
  },
  {
    id: 'demo-project-delivered',
    title: 'Line follower robot with PID tuning',
    description: 'A two-wheel robot that follows a black line on white at speed, with the PID constants adjustable.',
    hardware: 'Arduino Nano, 5-channel IR array, L298N, two geared motors',
    software: 'Arduino IDE',
    features: 'PID control, Speed setting, Calibration mode',
    budget: 3200,
    createdDaysAgo: 12,
    deadlineInDays: 5,
    steps: [
      ...taken(11),
      {
        action: 'complete',
        by: 'seller',
        // Six days ago: the automatic release is a day away, so the first start's catch-up also sends the student
        // the reminder of it, which is due two days before.
        daysAgo: 6,
        note: 'Code, wiring diagram and a demo video. Run the calibration sketch once before the first lap.',
        link: 'https://example.com/demo/line-follower-robot',
      },
    ],
  },
  {
    id: 'demo-project-changes',
    title: 'Home automation with ESP32 and MQTT',
    description: 'Four relays switched from a phone app over MQTT, with their state kept after a power cut.',
    hardware: 'ESP32, 4-channel relay board',
    software: 'Arduino IDE, Mosquitto, MQTT Dash',
    features: 'Four switches, State after power cut, Phone app',
    budget: 4500,
    createdDaysAgo: 15,
    deadlineInDays: 10,
    steps: [
      ...taken(14),
      {
        action: 'complete',
        by: 'seller',
        daysAgo: 4,
        note: 'Firmware and the app configuration; the README says how to set the Wi-Fi and the broker.',
        link: 'https://example.com/demo/esp32-home-automation',
      },
      {
        action: 'request-changes',
        by: 'student',
        daysAgo: 3,
        note: 'The board does not reconnect after the Wi-Fi drops. Please add a retry and a status LED.',
      },
    ],
  },
  {
    id: 'demo-project-disputed',
    title: 'Weather station with a web dashboard',
    description: 'Temperature, humidity and pressure every minute, shown as charts on a dashboard.',
    hardware: 'NodeMCU, BME280 sensor',
    software: 'Node.js, Chart.js',
    features: 'Live readings, 24-hour charts, Min and max',
    budget: 1800,
    createdDaysAgo: 20,
    deadlineInDays: -2,
    steps: [
      ...taken(19),
      {
        action: 'complete',
        by: 'seller',
        daysAgo: 6,
        note: 'Dashboard and firmware attached as a link.',
        link: 'https://example.com/demo/weather-station',
      },
      {
        action: 'dispute',
        by: 'student',
        daysAgo: 2,
        note: 'The dashboard shows no data: the readings never reach it, and the seller no longer answers in the chat.',
      },
    ],
    messages: [
      { from: 'student', daysAgo: 5, text: 'The dashboard stays empty. Is the sensor address right?' },
      { from: 'seller', daysAgo: 5, text: 'It works on my board. Check the wiring against the diagram.' },
      { from: 'student', daysAgo: 3, text: 'Wired exactly as drawn, still nothing. Can you look at it again?' },
    ],
  },
  {
    id: 'demo-project-refunded',
    title: 'Voice-controlled wheelchair prototype',
    description: 'A scaled model of a wheelchair that drives on spoken commands, with an obstacle stop.',
    hardware: 'Raspberry Pi 4, USB microphone, ultrasonic sensor, motor driver',
    software: 'Python, Vosk',
    features: 'Five voice commands, Obstacle stop, Emergency button',
    budget: 6000,
    createdDaysAgo: 25,
    deadlineInDays: 15,
    steps: [
      ...taken(24),
      {
        action: 'request-cancel',
        by: 'student',
        daysAgo: 9,
        note: 'My department changed the project topic, so I no longer need this.',
      },
      { action: 'agree-cancel', by: 'seller', daysAgo: 8 },
    ],
    refundProcessed: true,
  },
  {
    id: 'demo-project-auto-released',
    title: 'Plant watering reminder with a soil moisture sensor',
    description: 'A buzzer and an LED remind you to water the plant when the soil is dry.',
    hardware: 'Arduino Uno, capacitive soil moisture sensor, buzzer',
    software: 'Arduino IDE',
    features: 'Dryness threshold, Buzzer alert, Low power',
    budget: 1500,
    createdDaysAgo: 30,
    deadlineInDays: -10,
    steps: [
      ...taken(29),
      {
        action: 'complete',
        by: 'seller',
        daysAgo: 20,
        note: 'Sketch and a photo of the finished build.',
        link: 'https://example.com/demo/plant-watering-reminder',
      },
      { action: 'auto-release' },
    ],
    // A lone review: the seller never wrote one, so it was published 7 days after it was written.
    reviews: { seller: { stars: 4, text: 'Good brief; the student was slow to reply at the end.', daysAgo: 12 } },
  },
  {
    id: 'demo-project-overdue',
    title: 'Gesture-controlled robotic arm',
    description: 'A four-axis arm that copies the movements of a glove with flex sensors.',
    hardware: 'Arduino Mega, four servos, flex sensors, MPU6050',
    software: 'Arduino IDE',
    features: 'Glove control, Grip, Record and replay',
    budget: 5200,
    createdDaysAgo: 30,
    deadlineInDays: -9,
    steps: taken(29),
  },
  {
    id: 'demo-project-paid',
    title: 'Smart dustbin with an automatic lid',
    description: 'The lid opens when a hand comes near and closes after five seconds; a light shows when it is full.',
    hardware: 'Arduino Uno, two ultrasonic sensors, SG90 servo',
    software: 'Arduino IDE',
    features: 'Touch-free lid, Full indicator, Battery saving',
    budget: 2000,
    createdDaysAgo: 60,
    deadlineInDays: -35,
    steps: releasedBy(59, 45, 'Sketch, circuit diagram and a video of the lid.'),
    payout: { status: 'processed', reference: 'SIMU00044123456' },
    reviews: {
      student: { stars: 5, text: 'Delivered early, and the video showed every part of the wiring.', daysAgo: 43 },
      seller: { stars: 5, text: 'Clear requirements and a quick release. A pleasure to work with.', daysAgo: 42 },
    },
  },
  {
    id: 'demo-project-payout-failed',
    title: 'Fire alarm that sends an SMS',
    description: 'A smoke and flame detector that sounds a siren and texts two phone numbers.',
    hardware: 'Arduino Nano, MQ-2 smoke sensor, flame sensor, SIM800L',
    software: 'Arduino IDE',
    features: 'Siren, SMS to two numbers, Self-test button',
    budget: 2800,
    createdDaysAgo: 40,
    deadlineInDays: -20,
    steps: releasedBy(39, 22, 'Code and wiring; set the two numbers in config.h.'),
    reviews: {
      student: { stars: 4, text: 'Works well; the setup notes could have been longer.', daysAgo: 20 },
      seller: { stars: 5, text: 'Answered every question within the hour.', daysAgo: 19 },
    },
    payout: {
      status: 'failed',
      failureReason: "The beneficiary's bank did not respond in time.",
    },
  },
  {
    id: 'demo-project-offers',
    title: 'Smart parking system with slot display',
    description: 'IR sensors over six parking slots; a display at the gate shows the free ones, and a web page too.',
    hardware: 'ESP32, six IR sensors, 16x2 LCD, servo for the gate',
    software: 'Arduino IDE, a small web page',
    features: 'Free slot count, Gate barrier, Web view',
    budget: 6000,
    createdDaysAgo: 3,
    deadlineInDays: 24,
    steps: [],
    pricing: 'offers',
    offers: [
      {
        from: 'seller',
        daysAgo: 2,
        price: 6500,
        deliveryInDays: 18,
        note: 'I have built two of these. The price includes the acrylic model of the parking lot and a demo video.',
      },
      {
        from: 'otherSeller',
        daysAgo: 1,
        price: 5800,
        deliveryInDays: 21,
        note: 'In two stages: the sensors and display working first, then the gate and the web page.',
        milestones: [
          { title: 'Sensors and slot display', amount: 2800, dueInDays: 10 },
          { title: 'Gate barrier and web page', amount: 3000, dueInDays: 21 },
        ],
      },
    ],
  },
  {
    id: 'demo-project-milestones',
    title: 'IoT health monitor with a mobile dashboard',
    description:
      'Heart rate, SpO2 and body temperature read every minute and shown on a phone, with an alert on limits.',
    hardware: 'ESP32, MAX30102 pulse oximeter, DS18B20 temperature sensor, OLED display',
    software: 'Arduino IDE, Firebase, a small web dashboard',
    features: 'Live readings, Alerts on limits, Daily history',
    budget: 9000,
    createdDaysAgo: 21,
    deadlineInDays: 25,
    steps: [
      ...releasedBy(20, 12, 'Circuit diagram, parts list and the sensor sketch reading all three values on the OLED.'),
      // The second milestone, funded after the first was released: under way, with nothing delivered yet.
      { action: 'fund', by: 'student', daysAgo: 10 },
    ],
    milestones: [
      { title: 'Circuit and sensor readings', amount: 2500, dueInDays: -9 },
      { title: 'Dashboard and alerts', amount: 4000, dueInDays: 8 },
      { title: 'Report and demo video', amount: 2500, dueInDays: 25 },
    ],
    payout: { status: 'processed', reference: 'SIMU00051234987' },
  },
];

/** Where the demo seller is paid: saved before the first start, so the waiting payout is sent then. */
export const demoPayoutDetails: PayoutDetails = { method: 'upi', upiId: 'seller@okaxis' };

export interface DemoPeople {
  student: { uid: string; email: string };
  seller: { uid: string; email: string };
  /** The second demo seller, who offers beside the first on the project asking for offers. */
  otherSeller: { uid: string; email: string };
}

/** One document to create: its path and its fields, dates as `stamp` makes them (Timestamps when seeding). */
export type { DemoDocument } from './demo-ledger.ts';

/** A demo project's documents, created together or not at all. */
export interface DemoProjectDocuments {
  id: string;
  project: Project;
  /** The offers waiting on it, as the offers table left them (a project asking for offers). */
  offers: Offer[];
  documents: DemoDocument[];
}

type HistoryFields = Omit<HistoryEvent, 'id'>;

const historyEvent = (entry: Pick<HistoryFields, 'kind' | 'by' | 'byRole' | 'at'> & Partial<HistoryFields>) => ({
  ...noHistoryDetails,
  ...entry,
});

/** Midnight at the start of the day `days` from `now`, as the Post form stores a deadline and a milestone's due day. */
function dayStart(now: number, days: number): number {
  const day = new Date(now + days * DAY_MS);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime();
}

/** When a milestone's money moved: its index and the step's time. */
interface MoneyMoment {
  index: number;
  at: number;
}

interface Walked {
  project: Project;
  events: HistoryFields[];
  fundings: MoneyMoment[];
  releases: MoneyMoment[];
  refund: MoneyMoment | null;
}

/** Walks one demo project through the lifecycle; throws if the machine refuses a step (the seed is then wrong). */
function walk(demo: DemoProject, people: DemoPeople, now: number): Walked {
  const student: Actor = { ...people.student, role: 'student' };
  const seller: Actor = { ...people.seller, role: 'seller' };
  const milestones: MilestoneTerms[] | undefined = demo.milestones?.map((milestone) => ({
    title: milestone.title,
    amountPaise: toPaise(milestone.amount),
    due: dayStart(now, milestone.dueInDays),
  }));
  let project: Project = {
    id: demo.id,
    studentId: student.uid,
    studentEmail: student.email,
    title: demo.title,
    description: demo.description,
    hardware: demo.hardware,
    software: demo.software,
    features: demo.features,
    // Midnight at the start of the day, as the Post form stores a deadline.
    deadline: dayStart(now, demo.deadlineInDays),
    budget: demo.budget,
    status: 'Open',
    paymentStatus: 'Unpaid',
    createdAt: now - demo.createdDaysAgo * DAY_MS,
    sellerId: null,
    sellerEmail: null,
    ...freshEscrow,
    // Listed (decision 031): the sellers' lists ask for it.
    hidden: false,
    // Taken at the student's price, SPEC's flow, unless the student asked for offers (decision 067).
    pricing: demo.pricing ?? 'fixed',
    // A split is kept as POST /api/projects keeps it, after the same check (decision 068).
    ...(milestones && { milestones: checkedMilestones(demo, milestones, now) }),
  };
  const walked: Walked = { project, events: [], fundings: [], releases: [], refund: null };
  /** The row's patch as the server writes it (writeStep): with what it means for a split project's milestones. */
  const apply = (patch: ProjectPatch) => (project = { ...project, ...milestonePatch(project, patch) });
  for (const step of demo.steps) {
    const index = currentMilestoneIndex(project);
    // Which milestone a step was about, as the server's runner records it on a split project (the take's event is
    // the browser's, and names none): its once-only events are then kept per milestone (decision 068).
    const about = isSplit(project) && step.action !== 'take' ? { milestone: index } : {};
    if (step.action === 'auto-release') {
      const at = project.autoReleaseAt ?? now;
      if (at > now || !canAutoRelease(project, at)) throw new Error(`${demo.id}: the automatic release is not due`);
      apply(escrowProcess['auto-release'].patch(project, seller, { now: at })!);
      walked.events.push(
        historyEvent({
          kind: 'auto-released',
          by: 'system',
          byRole: 'system',
          at,
          round: project.deliveries,
          ...about,
        }),
      );
      walked.releases.push({ index, at });
      continue;
    }
    const actor = step.by === 'student' ? student : seller;
    const at = now - step.daysAgo * DAY_MS;
    if (at > now || at < (project.createdAt ?? now)) throw new Error(`${demo.id}: ${step.action} out of time`);
    if (!canPerform(step.action, project, actor, at)) throw new Error(`${demo.id}: ${step.action} is not allowed`);
    const before = project;
    apply(transitionPatch(step.action, project, actor, { now: at, note: step.note }));
    // The event the table's row records.
    const kind = escrowProcess[step.action].history;
    const heldPaise = milestonesOf(before)[index]!.amountPaise;
    walked.events.push(
      historyEvent({
        kind,
        by: actor.uid,
        byRole: actor.role,
        at,
        note: step.note ?? '',
        link: step.link ?? null,
        round: kind === 'delivered' ? project.deliveries : kind === 'changes-requested' ? before.deliveries : null,
        refundPaise: kind === 'cancelled' ? heldPaise : null,
        ...about,
      }),
    );
    if (step.action === 'fund') walked.fundings.push({ index, at });
    if (step.action === 'release') walked.releases.push({ index, at });
    if (kind === 'cancelled') walked.refund = { index, at };
  }
  if (demo.refundProcessed) project = { ...project, refundStatus: 'processed' };
  return { ...walked, project };
}

/** The demo's stages, checked as POST /api/projects checks a posted split on the day it was posted. */
function checkedMilestones(demo: DemoProject, milestones: MilestoneTerms[], now: number): MilestoneTerms[] {
  const postedAt = now - demo.createdDaysAgo * DAY_MS;
  const price = { pricePaise: toPaise(demo.budget), deadline: dayStart(now, demo.deadlineInDays) };
  const check = checkMilestones(milestones, price, postedAt - DEADLINE_GRACE_MS);
  if (!check.ok) throw new Error(`${demo.id}: ${check.error}`);
  return check.value;
}

/**
 * The offers waiting on a project asking for offers: each sent through the offers table's `send` row at its time,
 * its terms checked as the offers' use case checks them, stored as the server's offer runner stores it.
 */
function demoOffers(demo: DemoProject, project: Project, people: DemoPeople, now: number): Offer[] {
  return (demo.offers ?? []).map((sent) => {
    const seller = people[sent.from];
    const at = now - sent.daysAgo * DAY_MS;
    const deliveryBy = dayStart(now, sent.deliveryInDays);
    let milestones: MilestoneTerms[] | undefined;
    if (sent.milestones) {
      const stages = sent.milestones.map((stage) => ({
        title: stage.title,
        amountPaise: toPaise(stage.amount),
        due: dayStart(now, stage.dueInDays),
      }));
      const price = { pricePaise: toPaise(sent.price), deadline: deliveryBy };
      const check = checkMilestones(stages, price, at - DEADLINE_GRACE_MS);
      if (!check.ok) throw new Error(`${demo.id}: the offer of ${sent.from}: ${check.error}`);
      milestones = check.value;
    }
    if (!canTakeOffer('send', null, project, 'seller', at)) throw new Error(`${demo.id}: no offer may be sent`);
    const terms: OfferTerms = {
      price: sent.price,
      deliveryBy,
      note: sent.note,
      by: 'seller',
      at,
      ...(milestones && { milestones }),
    };
    const patch = offerProcess.send.writes(null, project, { now: at, terms });
    return {
      id: seller.uid,
      projectId: project.id,
      studentId: project.studentId,
      sellerId: seller.uid,
      sellerEmail: seller.email,
      state: patch.state,
      terms: [patch.terms!],
      counters: patch.counters ?? 0,
      expiresAt: patch.expiresAt!,
      step: { name: 'send', by: seller.uid, at },
    };
  });
}

/** An offer's stored fields, as the offer runner writes them: its times as `stamp` makes them. */
function storedOffer({ id: _id, ...offer }: Offer, stamp: (millis: number) => unknown) {
  return {
    ...offer,
    terms: offer.terms.map(({ milestones, ...terms }) => ({
      ...terms,
      at: stamp(terms.at),
      ...(milestones && { milestones: milestones.map((stage) => ({ ...stage, due: stamp(stage.due) })) }),
    })),
    expiresAt: stamp(offer.expiresAt),
    step: { ...offer.step, at: stamp(offer.step.at) },
  };
}

/**
 * Where an event is kept: the id its writer gives it (a take's, a once-only step's, a later milestone's with its
 * number), else one of the seed's.
 */
const historyIdOf = (event: HistoryFields, index: number) => fixedEventId(event) ?? `demo-${index + 1}-${event.kind}`;

/** A project's stored fields: the schema's, without the id, dates as `stamp` makes them. */
function storedProject({ id: _id, ...project }: Project, stamp: (millis: number) => unknown) {
  const dates = ['deadline', 'createdAt', 'deliveredAt', 'autoReleaseAt', 'cancelRequestedAt', 'disputedAt'] as const;
  const stored: Record<string, unknown> = { ...project };
  for (const field of dates) if (project[field] !== null) stored[field] = stamp(project[field]);
  if (project.milestones)
    stored.milestones = project.milestones.map((milestone) => ({ ...milestone, due: stamp(milestone.due!) }));
  return stored;
}

/** A payout's fields after the provider's answer (payout-movement.ts: the send and the payout webhooks), or as yet unsent. */
function answeredPayout(id: string, answer: DemoProject['payout']) {
  if (!answer) return unsentPayout;
  return {
    status: answer.status,
    attempt: 1,
    sentAttempt: 1,
    providerPayoutId: `pout_sim_${id}`,
    detailsHint: payoutDetailsHint(demoPayoutDetails),
    reference: answer.status === 'processed' ? answer.reference : null,
    failureReason: answer.status === 'failed' ? answer.failureReason : null,
  };
}

export function demoProjectDocuments(
  people: DemoPeople,
  now: number,
  stamp: (millis: number) => unknown,
): DemoProjectDocuments[] {
  return demoProjects.map((demo) => {
    const { project, events, fundings, releases, refund } = walk(demo, people, now);
    const { id } = project;
    const offers = demoOffers(demo, project, people, now);
    const documents: DemoDocument[] = [
      { path: paths.project(id), data: storedProject(project, stamp) },
      {
        path: paths.projectDelivery(id),
        data: { deliveryAddress: 'Hostel 4, Room 12, Devi Ahilya University, Indore, Madhya Pradesh 452001' },
      },
      ...events.map((event, index) => ({
        path: `${paths.projectHistory(id)}/${historyIdOf(event, index)}`,
        data: { ...event, at: stamp(event.at!) },
      })),
      ...offers.map((offer) => ({ path: paths.projectOffer(id, offer.sellerId), data: storedOffer(offer, stamp) })),
      ...(demo.messages ?? []).map((message, index) => {
        const sender = people[message.from];
        return {
          path: `${paths.projectMessages(id)}/demo-${index + 1}`,
          data: {
            text: message.text,
            createdAt: stamp(now - message.daysAgo * DAY_MS + index * 60_000),
            senderId: sender.uid,
            senderEmail: sender.email,
            readBy: [people.student.uid, people.seller.uid],
          },
        };
      }),
    ];
    documents.push(...demoReviews(demo, people, now, stamp));

    /** A milestone's money (decision 068): its id, its amount and what its payout is titled. */
    const moneyOf = (index: number) => {
      const milestone = milestonesOf(project)[index]!;
      return {
        moneyId: moneyIdOf(id, index),
        amountPaise: milestone.amountPaise,
        title: isSplit(project) ? `${project.title}: ${milestone.title}` : project.title,
      };
    };
    const partyOf = (moneyId: string) => ({
      subject: ledgerSubject.project(moneyId),
      payerId: people.student.uid,
      sellerId: people.seller.uid,
    });
    const orderOf = (moneyId: string) => ({ orderId: `order_sim_${moneyId}`, paymentId: `pay_sim_${moneyId}` });

    // Each funding: the provider's order and payment, as verify-payment records them (what a refund finds the
    // payment by), one per milestone funded.
    for (const funding of fundings) {
      const { moneyId, amountPaise } = moneyOf(funding.index);
      const { orderId, paymentId } = orderOf(moneyId);
      const paidAt = stamp(funding.at);
      const refunded = refund?.index === funding.index && project.paymentStatus === 'Refunded';
      documents.push(
        entryDocument(
          captureEntry(partyOf(moneyId), { paymentId, paymentOrderId: orderId, amountPaise }),
          funding.at,
          stamp,
        ),
        journalDocument('payment', {
          id: paymentId,
          createdAt: funding.at,
          amountPaise,
          status: refunded ? 'refunded' : 'captured',
          fields: { orderId },
        }),
      );
      documents.push({
        path: paths.paymentOrder(orderId),
        data: {
          purpose: 'project',
          projectId: id,
          // The milestone it funds, as project-funding.ts keeps it on a later milestone's order.
          ...(funding.index > 0 && { milestone: funding.index }),
          studentId: people.student.uid,
          amountPaise,
          currency: CURRENCY,
          status: 'paid',
          paymentId,
          confirmedBy: 'checkout',
          createdAt: paidAt,
          paidAt,
        },
      });
    }
    if (refund && project.paymentStatus === 'Refunded') {
      const { moneyId, amountPaise, title } = moneyOf(refund.index);
      const { orderId, paymentId } = orderOf(moneyId);
      const party = partyOf(moneyId);
      const requestedAt = refund.at;
      const refundId = refundIdFor.project(moneyId);
      const providerRefundId = `rfnd_sim_${moneyId}`;
      documents.push(
        entryDocument(refundDueEntry(party, { refundId, amountPaise }), requestedAt, stamp),
        journalDocument('refund', {
          id: providerRefundId,
          createdAt: requestedAt,
          amountPaise,
          status: project.refundStatus === 'processed' ? 'processed' : 'pending',
          fields: { paymentId, refundId, attempt: '1', purpose: 'project', subjectId: moneyId },
        }),
      );
      if (project.refundStatus === 'processed')
        documents.push(
          entryDocument(
            refundPaidEntry(party, { refundId, amountPaise, providerRefundId }),
            requestedAt + 60_000,
            stamp,
          ),
        );
      documents.push({
        path: paths.refund(refundId),
        data: {
          purpose: 'project',
          subjectId: moneyId,
          payerId: people.student.uid,
          title,
          paymentId,
          paymentOrderId: orderId,
          amountPaise,
          currency: CURRENCY,
          status: project.refundStatus,
          attempt: 1,
          sentAttempt: 1,
          providerRefundId,
          failureReason: null,
          requestedAt: stamp(requestedAt),
          updatedAt: stamp(requestedAt + 60_000),
        },
      });
    }
    for (const release of releases) {
      const { moneyId, amountPaise, title } = moneyOf(release.index);
      const party = partyOf(moneyId);
      const releasedAt = release.at;
      const split = splitPaise(amountPaise);
      documents.push(entryDocument(earningEntry(party, 'release', split), releasedAt, stamp));
      if (demo.payout) {
        const answeredAt = releasedAt + PAYOUT_ANSWERED_AFTER_MS;
        const providerPayoutId = `pout_sim_${moneyId}`;
        const processed = demo.payout.status === 'processed';
        const utr = processed ? (demo.payout as { reference: string }).reference : null;
        documents.push(
          journalDocument('payout', {
            id: providerPayoutId,
            createdAt: releasedAt,
            amountPaise: split.sellerPaise,
            status: demo.payout.status,
            fields: { payoutId: moneyId, attempt: '1', utr },
          }),
        );
        if (processed) {
          const paid = { payoutId: moneyId, attempt: 1, amountPaise: split.sellerPaise, providerPayoutId, utr };
          documents.push(entryDocument(payoutPaidEntry(party, paid), answeredAt, stamp));
        }
      }
      // As the payout trigger writes it on a release: 70/30 of the milestone's amount (the whole budget of a project
      // that is one), waiting to be sent (on the first start the send trigger sends it to the seeded details); an
      // older one as the provider's webhooks left it.
      const payout: PayoutRecord = {
        projectId: id,
        ...(moneyId === id ? {} : { subject: party.subject }),
        sellerId: people.seller.uid,
        sellerEmail: people.seller.email,
        studentId: people.student.uid,
        title,
        ...split,
        currency: CURRENCY,
      };
      documents.push({
        path: paths.payout(moneyId),
        data: {
          ...payout,
          ...answeredPayout(moneyId, demo.payout),
          createdAt: stamp(releasedAt),
          // The provider's answer came an hour later (the server stamps each change): its notification's time.
          ...(demo.payout && { updatedAt: stamp(releasedAt + PAYOUT_ANSWERED_AFTER_MS) }),
          ...(demo.payout?.status === 'processed' && { processedAt: stamp(releasedAt + PAYOUT_ANSWERED_AFTER_MS) }),
        },
      });
    }
    return { id, project, offers, documents };
  });
}

/** A demo project's reviews, as the API and the publication task leave them; the rating trigger counts them. */
function demoReviews(demo: DemoProject, people: DemoPeople, now: number, stamp: (millis: number) => unknown) {
  const written = Object.entries(demo.reviews ?? {}) as [
    ReviewerRole,
    { stars: number; text: string; daysAgo: number },
  ][];
  const firstAt = Math.min(...written.map(([, review]) => now - review.daysAgo * DAY_MS));
  return written.map(([role, review]): DemoDocument => {
    const createdAt = now - review.daysAgo * DAY_MS;
    return {
      path: paths.review(reviewIdOf(demo.id, role)),
      data: {
        projectId: demo.id,
        projectTitle: demo.title,
        authorId: people[role].uid,
        authorRole: role,
        subjectId: people[otherRole(role)].uid,
        stars: review.stars,
        text: review.text,
        createdAt: stamp(createdAt),
        publishAt: stamp(written.length === 2 ? Math.max(createdAt, firstAt) : firstAt + PUBLISH_AFTER_MS),
        published: true,
        counted: false,
        hidden: false,
      },
    };
  });
}
