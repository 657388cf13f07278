/** Massagist training sessions relative to the fake clock: past, full and open ones. */
import { addDays, toUsDate } from '../db/records';
import type { TrainingSessionRecord } from '../db/types';

export function trainingSessions(today: Date): TrainingSessionRecord[] {
  const session = (
    trainingSessionId: number,
    trainingName: string,
    offsetDays: number,
    maxAllowedParticipants: number,
    reservedSeats: number,
    location: string,
  ): TrainingSessionRecord => {
    const start = addDays(today, offsetDays);
    return {
      trainingSessionId,
      trainingName,
      startDate: toUsDate(start),
      startTime: '08:00 AM',
      endDate: toUsDate(addDays(start, 1)),
      endTime: '05:00 PM',
      location,
      maxAllowedParticipants,
      reservedSeats,
      createdDate: addDays(today, offsetDays - 30).toISOString(),
    };
  };
  return [
    session(1, 'Massagist Training Batch 1', -20, 30, 12, 'City Health Department Training Room A'),
    session(2, 'Massagist Training Batch 2', 5, 20, 20, 'City Health Department Training Room B'),
    session(3, 'Massagist Training Batch 3', 10, 25, 4, 'City Health Department Training Room A'),
    session(4, 'Massagist Training Batch 4', 24, 25, 0, 'Quezon City Hall Annex, 3rd Floor'),
  ];
}
