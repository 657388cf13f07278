import { showUpdateDetailsIcon } from './update-details';

describe('showUpdateDetailsIcon (intake §4 Update Details icon)', () => {
  it('on IHC requirements upload shows unless the latest step is COMPLETED', () => {
    expect(
      showUpdateDetailsIcon({ page: 'ihc-requirements-upload', latestStepStatus: 'IN_PROGRESS' }),
    ).toBe(true);
    expect(
      showUpdateDetailsIcon({
        page: 'ihc-requirements-upload',
        latestStepStatus: 'REQUIRES_UPDATE',
      }),
    ).toBe(true);
    expect(
      showUpdateDetailsIcon({ page: 'ihc-requirements-upload', latestStepStatus: 'COMPLETED' }),
    ).toBe(false);
  });
  it('on SP pages shows only when the source is not OUBPAS', () => {
    expect(
      showUpdateDetailsIcon({ page: 'sp', sourceType: 'OUBPAS', latestStepStatus: 'IN_PROGRESS' }),
    ).toBe(false);
    expect(showUpdateDetailsIcon({ page: 'sp', sourceType: 'oubpas' })).toBe(false);
    expect(showUpdateDetailsIcon({ page: 'sp', latestStepStatus: 'COMPLETED' })).toBe(true);
  });
  it('elsewhere hides when the latest step is COMPLETED or REQUIRES_UPDATE', () => {
    expect(showUpdateDetailsIcon({ page: 'other', latestStepStatus: 'COMPLETED' })).toBe(false);
    expect(showUpdateDetailsIcon({ page: 'other', latestStepStatus: 'REQUIRES_UPDATE' })).toBe(
      false,
    );
    expect(showUpdateDetailsIcon({ page: 'other', latestStepStatus: 'IN_PROGRESS' })).toBe(true);
    expect(showUpdateDetailsIcon({ page: 'other' })).toBe(true);
  });
});
