import { localKeys } from '../storage';
import { useLandingStore, useQuizStore } from './index';

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('client stores (payment spec §3: kept in session storage)', () => {
  it('landing: selecting a product sets its permit id (§9) and the permit-id key', () => {
    useLandingStore.getState().selectProduct('WAL');
    expect(useLandingStore.getState()).toMatchObject({ productType: 'WAL', permitId: 2 });
    expect(localKeys.get('permitId')).toBe('2');
    useLandingStore.getState().selectProduct('SHL');
    expect(useLandingStore.getState().permitId).toBe(1);
    expect(JSON.parse(window.sessionStorage.getItem('qce:landing') ?? '{}').state).toMatchObject({
      productType: 'SHL',
      permitId: 1,
    });
  });

  it('quiz: answers survive in session storage until reset', () => {
    useQuizStore.getState().setAnswer('q1', 'b');
    expect(window.sessionStorage.getItem('qce:quiz')).toContain('"q1":"b"');
    useQuizStore.getState().recordFailure(new Date('2026-01-01T00:00:00Z'));
    expect(useQuizStore.getState()).toMatchObject({
      answers: {},
      lastFailedAt: '2026-01-01T00:00:00.000Z',
    });
  });
});
