import { MESSAGES } from '@qce/domain/messages';
import {
  activeSubIndustries,
  businessLineLabel,
  businessLinesOf,
  findIndustry,
  findSubIndustry,
  subIndustryLabel,
} from './industry';
import type { IndustryInput } from './industry';

/**
 * Changing initial details (intake §5 Changing initial details; §2 Application details header).
 */
export const INITIAL_DETAIL_FIELDS = [
  'classification',
  'applicationTypeId',
  'type',
  'industryId',
  'industry',
  'subIndustryId',
  'subIndustry',
  'businessLine',
] as const;

export type InitialDetailField = (typeof INITIAL_DETAIL_FIELDS)[number];
export type InitialDetails = Partial<Record<InitialDetailField, unknown>>;

export interface DetailChange {
  field: string;
  from: unknown;
  to: unknown;
}

const comparable = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/** Fields whose values differ (strings trimmed; 1 and '1' are equal; missing equals ''). */
export function changedDetails(
  current: Readonly<Record<string, unknown>> | null | undefined,
  next: Readonly<Record<string, unknown>> | null | undefined,
  fields: readonly string[] = INITIAL_DETAIL_FIELDS,
): DetailChange[] {
  const a = current ?? {};
  const b = next ?? {};
  const keys = Array.isArray(fields) ? fields : INITIAL_DETAIL_FIELDS;
  return keys
    .filter((field) => comparable(a[field]) !== comparable(b[field]))
    .map((field) => ({ field, from: a[field], to: b[field] }));
}

/** 'No change detected' when nothing changed; otherwise undefined (the confirm dialog then shows). */
export function noChangeError(
  current: Readonly<Record<string, unknown>> | null | undefined,
  next: Readonly<Record<string, unknown>> | null | undefined,
  fields: readonly string[] = INITIAL_DETAIL_FIELDS,
): string | undefined {
  return changedDetails(current, next, fields).length === 0
    ? MESSAGES.updateDetails.noChange
    : undefined;
}

export interface IndustrySelection {
  industryId?: string | number;
  industry?: string;
  subIndustryId?: string | number;
  subIndustry?: string;
  businessLine?: string;
}

/** Changing industry resets sub-industry and business line to the first active option. */
export function onIndustryChange(
  industries: readonly IndustryInput[] | null | undefined,
  industryId: unknown,
): IndustrySelection {
  const industry = findIndustry(industries, industryId);
  if (!industry) return {};
  const sub = activeSubIndustries(industry)[0];
  const line = businessLinesOf(sub)[0];
  return {
    industryId: industry.industryId ?? undefined,
    industry: typeof industry.industryName === 'string' ? industry.industryName : undefined,
    subIndustryId: sub?.subIndustryId ?? undefined,
    subIndustry: sub ? subIndustryLabel(sub) : undefined,
    businessLine: line ? businessLineLabel(line) : undefined,
  };
}

/** Changing sub-industry resets business line to the first one. */
export function onSubIndustryChange(
  industry: IndustryInput | null | undefined,
  subIndustryId: unknown,
): Pick<IndustrySelection, 'subIndustryId' | 'subIndustry' | 'businessLine'> {
  const sub = findSubIndustry(industry, subIndustryId);
  if (!sub || sub.inactive === true) return {};
  const line = businessLinesOf(sub)[0];
  return {
    subIndustryId: sub.subIndustryId ?? undefined,
    subIndustry: subIndustryLabel(sub),
    businessLine: line ? businessLineLabel(line) : undefined,
  };
}
