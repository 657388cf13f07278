import { getToken, getUserId } from '@qce/shared-kit/storage';
import { captureHandOff, takeCapturedHandOff } from './hand-off-capture';
import { consumeQueryHandOff } from './query-hand-off';

afterEach(() => {
  takeCapturedHandOff();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('hand-off capture (issue 23 item 7: the token never leaves in a Referer)', () => {
  it('takes the hand-off out of the address at once; bootstrap still stores it', () => {
    window.history.pushState({}, '', '/qce/applications?userId=101&token=tok-1&keep=1#top');
    captureHandOff();
    // What any later request would send as Referer: no token, no user id.
    expect(window.location.href).not.toMatch(/token|userId/);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/qce/applications?keep=1#top',
    );
    consumeQueryHandOff();
    expect(getUserId()).toBe('101');
    expect(getToken()).toBe('tok-1');
    expect(window.location.pathname + window.location.search).toBe('/qce/applications?keep=1');
  });

  it('leaves an address without hand-off values alone', () => {
    window.history.pushState({}, '', '/qce/faq?x=1');
    captureHandOff();
    expect(takeCapturedHandOff()).toBeNull();
    expect(window.location.search).toBe('?x=1');
  });

  it('keeps the sanitary redirect of a captured hand-off', () => {
    window.history.pushState(
      {},
      '',
      '/qce/applications?userId=1&token=t&appId=SP-1&specificPage=sp',
    );
    captureHandOff();
    expect(window.location.search).toBe('');
    consumeQueryHandOff();
    expect(window.location.pathname).toBe('/qce/populate-primary-details');
  });
});
