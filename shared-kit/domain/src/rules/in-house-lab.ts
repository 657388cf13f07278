import { manilaParts, parseDate } from './dates';

/**
 * In-house laboratory result time (intake §9, payment §9): submission 8-9 AM gives results at
 * 10 AM; 10-11 AM at 12 PM; 12-1 PM at 2:30 PM; 1-2 PM at 3 PM; otherwise no scheduled time.
 * A window includes its start and excludes its end (8:00-8:59 is "8-9"); Manila time.
 */
const SCHEDULE: readonly { fromHour: number; result: string }[] = [
  { fromHour: 8, result: '10:00 AM' },
  { fromHour: 10, result: '12:00 PM' },
  { fromHour: 12, result: '2:30 PM' },
  { fromHour: 13, result: '3:00 PM' },
];

export function inHouseResultTime(submittedAt: unknown): string | undefined {
  const date = parseDate(submittedAt);
  if (!date) return undefined;
  const { hour } = manilaParts(date);
  return SCHEDULE.find((slot) => slot.fromHour === hour)?.result;
}
