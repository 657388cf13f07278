import { isUploadSourceLocked, uploadSourceOf, uploadSourcePatch } from './upload-source';

describe('upload source (intake §4 Upload source)', () => {
  it('saves in-house as isInternal true and external as false', () => {
    expect(uploadSourcePatch('internal')).toEqual({ isInternal: true });
    expect(uploadSourcePatch('external')).toEqual({ isInternal: false });
  });
  it('reads the chosen source and locks it once saved', () => {
    expect(uploadSourceOf({ isInternal: true })).toBe('internal');
    expect(uploadSourceOf({ isInternal: 'false' })).toBe('external');
    expect(isUploadSourceLocked({ isInternal: false })).toBe(true);
  });
  it('is open when nothing was chosen or data is malformed', () => {
    expect(isUploadSourceLocked({})).toBe(false);
    expect(isUploadSourceLocked(null)).toBe(false);
    expect(uploadSourceOf({ isInternal: 'maybe' })).toBeUndefined();
  });
});
