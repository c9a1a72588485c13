// A project as the web's screens receive it, for component tests of every feature that shows one. Only tests
// import this file.
import { freshEscrow, type Project } from '@marketplace/shared/projects/project';
import type { Actor } from '@marketplace/shared/projects/project-actions';

export const DAY = 24 * 60 * 60 * 1000;

/** The people around aProject: its student, the seller who takes it, another seller and an admin. */
export const student: Actor = { uid: 'student-1', email: 'student@example.com', role: 'student' };
export const seller: Actor = { uid: 'seller-1', email: 'seller@example.com', role: 'seller' };
export const otherSeller: Actor = { uid: 'seller-2', email: 'other@example.com', role: 'seller' };
export const admin: Actor = { uid: 'admin-1', email: 'admin@example.com', role: 'admin' };

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

/** aProject taken by `seller`, delivered and released to them. */
export const aReleasedProject = (overrides: Partial<Project> = {}): Project =>
  aProject({ status: 'Completed', paymentStatus: 'Released', sellerId: seller.uid, sellerEmail: seller.email, ...overrides });
