import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadDocumentsModule } from './load-documents';
import type * as LoadDocumentsModule from './load-documents';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const Doc = () => null;
const documents = {
  HealthCertificate: Doc,
  DigitalHealthCertificate: Doc,
  DigitalSanitaryPermit: Doc,
  LabResultCertificate: Doc,
  MassagistTrainingCertificate: Doc,
};

const registered = () =>
  jest.mocked(getInstance).mockReturnValue({
    options: {
      remotes: [{ name: 'mf_certificates', entry: '/remotes/certificates/mf-manifest.json' }],
    },
  } as unknown as ReturnType<typeof getInstance>);

describe('loadDocumentsModule (ARCHITECTURE §2: documents through mf-certificates ./documents)', () => {
  beforeEach(() => jest.resetAllMocks());

  it('drops a failed load so that a retry loads again', async () => {
    registered();
    jest
      .mocked(loadRemote)
      .mockResolvedValueOnce({ nothing: true })
      .mockResolvedValueOnce(documents);
    await expect(loadDocumentsModule()).rejects.toThrow(
      'mf_certificates/documents is not available',
    );
    await expect(loadDocumentsModule()).resolves.toBe(documents);
    expect(loadRemote).toHaveBeenCalledWith('mf_certificates/documents');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('then keeps the loaded module: the same promise, no second load', async () => {
    registered();
    const first = loadDocumentsModule();
    expect(loadDocumentsModule()).toBe(first);
    await expect(first).resolves.toBe(documents);
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('registering mf_certificates (standalone start, or a remote instance that does not know it)', () => {
  type LoadDocuments = typeof LoadDocumentsModule;
  /** A fresh copy of the loader (its one-promise cache empty) on an instance without mf_certificates. */
  function freshLoader(): LoadDocuments {
    jest.mocked(getInstance).mockReturnValue({
      options: { remotes: [] },
    } as unknown as ReturnType<typeof getInstance>);
    let loader: LoadDocuments | undefined;
    jest.isolateModules(() => {
      loader = jest.requireActual<LoadDocuments>('./load-documents');
    });
    if (!loader) throw new Error('loader not loaded');
    return loader;
  }
  const realFetch = global.fetch;

  beforeEach(() => jest.resetAllMocks());
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("learns the entry from remotes.json (the portal's, or a remote alone: its dev registry), then loads mf_certificates/documents", async () => {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ mf_certificates: { entry: '/remotes/certificates/mf-manifest.json' } }),
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.mocked(loadRemote).mockResolvedValue(documents);
    await expect(freshLoader().loadDocumentsModule()).resolves.toBe(documents);
    expect(fetchMock).toHaveBeenCalledWith('/qce/remotes.json', { cache: 'no-cache' });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_certificates', entry: '/remotes/certificates/mf-manifest.json' }],
      { force: false },
    );
    expect(loadRemote).toHaveBeenCalledWith('mf_certificates/documents');
  });

  it('fails (and loads nothing) when the registry does not answer or does not name the remote', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 503 })
      .mockResolvedValueOnce({ ok: true, json: async () => ({}) }) as unknown as typeof fetch;
    const loader = freshLoader();
    await expect(loader.loadDocumentsModule()).rejects.toThrow('remote registry answered 503');
    await expect(loader.loadDocumentsModule()).rejects.toThrow(
      'mf_certificates is not in the remote registry',
    );
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
