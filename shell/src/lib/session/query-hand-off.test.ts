import { getToken, getUserId, localKeys } from '@qce/shared-kit/storage';
import { consumeQueryHandOff, readQueryHandOff } from './query-hand-off';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('query hand-off (payment spec §2: the landing reads userId, token, appId, specificPage)', () => {
  it('stores the values under the spec keys and removes them from the address bar', () => {
    window.history.pushState({}, '', '/qce/applications?userId=101&token=tok-1&appId=A-7&keep=1');
    consumeQueryHandOff();
    expect(getUserId()).toBe('101');
    expect(window.sessionStorage.getItem('userID')).toBe('101');
    expect(getToken()).toBe('tok-1');
    expect(localKeys.get('appId')).toBe('A-7');
    expect(window.location.pathname + window.location.search).toBe('/qce/applications?keep=1');
  });

  it('sends the sanitary specificPage with an appId to populate-primary-details', () => {
    window.history.pushState(
      {},
      '',
      '/qce/applications?userId=1&token=t&appId=SP-1&specificPage=sanitary',
    );
    consumeQueryHandOff();
    expect(window.location.pathname).toBe('/qce/populate-primary-details');
    expect(window.location.search).toBe('');
  });

  it('ignores specificPage without an appId', () => {
    const result = readQueryHandOff(
      new URL('http://localhost/qce/applications?specificPage=sanitary'),
    );
    expect(result).toEqual({ cleanedUrl: '/qce/applications', redirectTo: null });
  });

  it('leaves an address without hand-off values alone', () => {
    expect(readQueryHandOff(new URL('http://localhost/qce/faq?x=1'))).toBeNull();
  });
});
