import { MESSAGES } from '../messages';
import { isTestCompletedDateRequired, testCompletedDateError } from './test-completed-date';

const now = new Date('2026-11-21T04:00:00Z');

describe('test completed date (intake §5 Requirement upload rules)', () => {
  it('is required when the requirement is required or already uploaded', () => {
    expect(isTestCompletedDateRequired({ required: true })).toBe(true);
    expect(isTestCompletedDateRequired({ uploaded: true })).toBe(true);
    expect(isTestCompletedDateRequired({})).toBe(false);
    expect(testCompletedDateError({ value: '', required: true }, now)).toBe(
      MESSAGES.upload.testCompletedDateRequired,
    );
    expect(testCompletedDateError({ value: undefined }, now)).toBeUndefined();
  });
  it('cannot be later than today', () => {
    expect(testCompletedDateError({ value: '2026-11-22', required: true }, now)).toBe(
      MESSAGES.upload.testCompletedDateFuture,
    );
    expect(testCompletedDateError({ value: '2026-11-21', required: true }, now)).toBeUndefined();
  });
  it('reports an unreadable date', () => {
    expect(testCompletedDateError({ value: 'soon', required: true }, now)).toBe(
      MESSAGES.validation.invalidDate('Test Completed Date'),
    );
  });
});
