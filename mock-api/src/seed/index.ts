/** A fresh state: reference data, users and training sessions, no applications. */
import type { DbState } from '../db/types';
import { exams } from './exams';
import {
  applicationTypes,
  industries,
  lookups,
  occupationalPermits,
  orderOfPaymentItems,
  permits,
  privacyPolicy,
  requirements,
} from './reference';
import { signatories, signatures } from './signatories';
import { trainingSessions } from './training';
import { users } from './users';

export const DB_VERSION = 1;

export function seedState(clockOffsetMinutes = 0): DbState {
  const today = new Date(Date.now() + clockOffsetMinutes * 60_000);
  const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return {
    version: DB_VERSION,
    scenario: 'fresh',
    clockOffsetMinutes,
    nextId: {},
    reference: clone({
      permits,
      industries,
      applicationTypes,
      requirements,
      lookups,
      privacyPolicy,
      orderOfPaymentItems,
      signatories,
      signatures,
      exams,
      occupationalPermits,
    }),
    users: clone(users),
    applications: [],
    bulkApplications: [],
    uploads: [],
    files: [],
    auditLogs: [],
    spEmployees: [],
    spCertificates: [],
    examAttempts: [],
    trainingSessions: trainingSessions(today),
    trainingParticipants: [],
    laboratories: [],
    payments: [],
    breadcrumbs: [],
    maintenance: {
      active: false,
      validFrom: today.toISOString(),
      validTo: today.toISOString(),
    },
  };
}
