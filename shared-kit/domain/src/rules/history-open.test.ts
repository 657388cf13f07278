import { openFromHistory } from './history-open';

describe('openFromHistory (intake §4 Opening an application from history; payment §4)', () => {
  it.each(['Rejected', 'rejected', 'cancelled', 'CANCELLED'])(
    'shows the already rejected/cancelled dialog for %s',
    (status) => {
      expect(openFromHistory({ status })).toEqual({ kind: 'rejected-dialog' });
    },
  );

  it.each(['on hold', 'ON HOLD', 'On Hold'])('shows the ON HOLD dialog for %s', (status) => {
    expect(openFromHistory({ status })).toEqual({ kind: 'on-hold-dialog' });
  });

  it('shows only a message for a rejected or discarded bulk (intake §4, §8)', () => {
    expect(openFromHistory({ status: 'REJECTED', isBulk: true })).toEqual({
      kind: 'bulk-rejected',
    });
    expect(openFromHistory({ status: 'Discard', isBulk: true })).toEqual({
      kind: 'bulk-discarded',
    });
  });

  it.each(['Draft', 'For Review', 'Requires Update', 'submitted', 'completed', undefined])(
    'loads the application and routes to the application form for %s',
    (status) => {
      expect(openFromHistory({ status })).toEqual({ kind: 'load', route: '/application-form' });
    },
  );
});
