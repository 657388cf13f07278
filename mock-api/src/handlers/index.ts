/** Every handler, one file per resource, in the order msw should try them (literal paths before `:params`). */
import type { HttpHandler } from 'msw';
import { endpointsBySpecificity } from '@qce/domain/api';
import type { NamedHandler } from '../lib/define';
import { staffHandlers } from '../staff';
import { clientErrorStaffHandlers } from '../staff/client-errors';
import { clientErrorHandlers } from './client-errors';
import { applicationHandlers } from './applications';
import { auditHandlers } from './audit';
import { fileHandlers } from './files';
import { referenceHandlers } from './reference';
import { requirementHandlers } from './requirements';
import { uploadHandlers } from './uploads';
import { bulkHandlers } from './bulk';
import { certificateValidationHandlers } from './certificate-validation';
import { examHandlers } from './exams';
import { laboratoryHandlers } from './laboratory';
import { paymentHandlers } from './payments';
import { spEmployeeHandlers } from './sp-employees';
import { trainingHandlers } from './training';

const bySpecificity: readonly string[] = endpointsBySpecificity();

const specificity = (name: string) => {
  const index = bySpecificity.indexOf(name);
  return index < 0 ? -1 : index;
};

export const namedHandlers: NamedHandler[] = [
  ...staffHandlers,
  ...clientErrorStaffHandlers,
  ...clientErrorHandlers,
  ...fileHandlers.filter((h) => specificity(h.name) < 0),
  ...[
    ...applicationHandlers,
    ...auditHandlers,
    ...requirementHandlers,
    ...uploadHandlers,
    ...fileHandlers,
    ...referenceHandlers,
    ...bulkHandlers,
    ...certificateValidationHandlers,
    ...examHandlers,
    ...laboratoryHandlers,
    ...paymentHandlers,
    ...spEmployeeHandlers,
    ...trainingHandlers,
  ]
    .filter((h) => specificity(h.name) >= 0)
    .sort((a, b) => specificity(a.name) - specificity(b.name)),
];

/** The one handler list every entry point serves. */
export const handlers: HttpHandler[] = namedHandlers.map((h) => h.handler);

/** Endpoint-table names that have a handler. */
export const coveredEndpoints: string[] = namedHandlers
  .map((h) => h.name)
  .filter((n) => specificity(n) >= 0);
