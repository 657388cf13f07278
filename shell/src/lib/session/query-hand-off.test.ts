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

  it('makes the sanitary permit the session product when the hand-off names the sanitary page', () => {
    window.sessionStorage.setItem('qce:landing', JSON.stringify({ state: { productType: 'IHC' } }));
    window.history.pushState(
      {},
      '',
      '/qce/applications?userId=1&token=t&appId=SP-1&specificPage=sanitary',
    );
    consumeQueryHandOff();
    expect(window.sessionStorage.getItem('qce:landing')).toBeNull();
  });

  it("forgets the previous applicant's profile, product and drafts when another user signs in on the tab", () => {
    window.sessionStorage.setItem('userID', '101');
    window.sessionStorage.setItem('qce:user', JSON.stringify({ state: { user: { userId: 101 } } }));
    window.sessionStorage.setItem('qce:landing', JSON.stringify({ state: { productType: 'IHC' } }));
    window.sessionStorage.setItem('qce:draft:application-form', '{"firstName":"Juan"}');
    localKeys.set('appId', '1001');
    localKeys.set('permitId', '1');
    window.history.pushState({}, '', '/qce/applications?userId=103&token=token-pedro-103');
    consumeQueryHandOff();
    expect(getUserId()).toBe('103');
    expect(getToken()).toBe('token-pedro-103');
    expect(window.sessionStorage.length).toBe(1);
    expect(localKeys.get('appId')).toBeNull();
    expect(localKeys.get('permitId')).toBeNull();
  });

  it("keeps the applicant's drafts and product when the same user's hand-off comes again", () => {
    window.sessionStorage.setItem('userID', '101');
    window.sessionStorage.setItem('qce:landing', JSON.stringify({ state: { productType: 'IHC' } }));
    window.sessionStorage.setItem('qce:draft:application-form', '{"firstName":"Juan"}');
    window.history.pushState({}, '', '/qce/applications?userId=101&token=token-juan-101');
    consumeQueryHandOff();
    expect(window.sessionStorage.getItem('qce:landing')).not.toBeNull();
    expect(window.sessionStorage.getItem('qce:draft:application-form')).toBe(
      '{"firstName":"Juan"}',
    );
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
