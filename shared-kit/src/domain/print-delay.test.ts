import { PRINT_DELAY_MS } from './print-delay';

describe('print delay (payment §9 business constants)', () => {
  it('is 500 ms', () => {
    expect(PRINT_DELAY_MS).toBe(500);
  });
});
