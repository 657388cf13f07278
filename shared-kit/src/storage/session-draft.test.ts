import { sessionDraft } from './session-draft';

interface Details {
  industry: string;
  isPESO: boolean;
}

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('sessionDraft (intake: what an applicant types survives a reload until it is submitted)', () => {
  it('keeps a typed value as JSON under its exact key until it is cleared', () => {
    const draft = sessionDraft<Details>('qce-ihc:initial-details');
    expect(draft.read()).toBeUndefined();
    expect(draft.write({ industry: 'Food', isPESO: true })).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem('qce-ihc:initial-details') ?? '')).toEqual({
      industry: 'Food',
      isPESO: true,
    });
    // A reload creates the draft again from its key.
    expect(sessionDraft<Details>('qce-ihc:initial-details').read()).toEqual({
      industry: 'Food',
      isPESO: true,
    });
    draft.clear();
    expect(window.sessionStorage.getItem('qce-ihc:initial-details')).toBeNull();
    expect(draft.read()).toBeUndefined();
  });

  it('leaves chosen files out: they are chosen again after a reload', () => {
    const draft = sessionDraft<{ name: string; receipt?: Blob }>('qce-draft:payment');
    draft.write({ name: 'OR-1', receipt: new Blob(['x']) });
    expect(draft.read()).toEqual({ name: 'OR-1' });
  });

  it('reads a malformed or null entry as no draft', () => {
    window.sessionStorage.setItem('broken', '{not json');
    window.sessionStorage.setItem('nothing', 'null');
    expect(sessionDraft('broken').read()).toBeUndefined();
    expect(sessionDraft('nothing').read()).toBeUndefined();
  });

  it('never throws when the storage is full: the draft is simply not kept', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const draft = sessionDraft<string>('qce-ihc:exam-language:A-1');
    expect(draft.write('Tagalog')).toBe(false);
    expect(draft.read()).toBeUndefined();
  });

  it('never throws when the storage is disabled', () => {
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const draft = sessionDraft<string>('qce-sp:initial-details');
    expect(draft.read()).toBeUndefined();
    expect(draft.write('x')).toBe(false);
    expect(() => draft.clear()).not.toThrow();
  });
});
