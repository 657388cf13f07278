import { configureRemoteOrigins } from './origin-policy';
import { activeQaOverrides, applyQaOverrides, clearQaOverrides } from './qa-overrides';
import type { RemoteRegistry } from './remote-registry';

const live: RemoteRegistry = {
  mf_sp: { entry: '/remotes/sp/mf-manifest.json' },
  mf_ihc: { entry: '/remotes/ihc/mf-manifest.json' },
};

afterEach(() => {
  clearQaOverrides();
  configureRemoteOrigins([]);
});

describe('QA overrides (issue 21 item 6)', () => {
  it('points one track at a candidate build when the config turns overrides on', () => {
    localStorage.setItem('qce-qa-override:mf_sp', '/releases/sp/candidate/mf-manifest.json');
    expect(applyQaOverrides(live, true)).toEqual({
      mf_sp: { entry: '/releases/sp/candidate/mf-manifest.json' },
      mf_ihc: { entry: '/remotes/ihc/mf-manifest.json' },
    });
    expect(activeQaOverrides()).toEqual([
      { remote: 'mf_sp', entry: '/releases/sp/candidate/mf-manifest.json' },
    ]);
  });

  it('is ignored when the config leaves overrides off (production)', () => {
    localStorage.setItem('qce-qa-override:mf_sp', '/releases/sp/candidate/mf-manifest.json');
    expect(applyQaOverrides(live, false)).toEqual(live);
    expect(activeQaOverrides()).toEqual([]);
  });

  it('never loads a candidate from an origin outside the allow-list', () => {
    localStorage.setItem('qce-qa-override:mf_sp', 'https://evil.example.com/mf-manifest.json');
    expect(applyQaOverrides(live, true)).toEqual(live);
    configureRemoteOrigins(['https://qa.example.gov']);
    localStorage.setItem('qce-qa-override:mf_sp', 'https://qa.example.gov/sp/mf-manifest.json');
    expect(applyQaOverrides(live, true).mf_sp).toEqual({
      entry: 'https://qa.example.gov/sp/mf-manifest.json',
    });
  });

  it('clearing removes every override of the browser', () => {
    localStorage.setItem('qce-qa-override:mf_ihc', '/releases/ihc/c/mf-manifest.json');
    clearQaOverrides();
    expect(localStorage.getItem('qce-qa-override:mf_ihc')).toBeNull();
    expect(applyQaOverrides(live, true)).toEqual(live);
  });
});
