import type * as Runtime from '@module-federation/enhanced/runtime';
import type * as DocumentsRemoteModule from './documents-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

type DocumentsRemote = typeof DocumentsRemoteModule;

function setup(registered: boolean) {
  let loaded: { lib: DocumentsRemote; runtime: jest.Mocked<typeof Runtime> } | undefined;
  jest.isolateModules(() => {
    loaded = {
      runtime: jest.requireMock<jest.Mocked<typeof Runtime>>('@module-federation/enhanced/runtime'),
      lib: jest.requireActual<DocumentsRemote>('./documents-remote'),
    };
  });
  if (!loaded) throw new Error('modules not loaded');
  const { lib, runtime } = loaded;
  const remotes = registered ? [{ name: 'mf_certificates', entry: '/remotes/certificates/mf-manifest.json' }] : [];
  runtime.getInstance.mockReturnValue({ options: { remotes } } as unknown as ReturnType<typeof Runtime.getInstance>);
  return { lib, runtime };
}

const documents = { DigitalSanitaryPermit: () => null };

describe('documents remote loader (ARCHITECTURE §2: documents only through mf_certificates/documents)', () => {
  afterEach(() => {
    jest.resetAllMocks();
  });

  it('loads mf_certificates/documents through the runtime loadRemote', async () => {
    const { lib, runtime } = setup(true);
    runtime.loadRemote.mockResolvedValue(documents);
    await expect(lib.loadDocumentsModule()).resolves.toBe(documents);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_certificates/documents');
    // One promise per page load.
    await lib.loadDocumentsModule();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('registers the entry from the portal remotes.json when this instance does not know the remote', async () => {
    const { lib, runtime } = setup(false);
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ mf_certificates: { entry: '/remotes/certificates/mf-manifest.json' } }),
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    runtime.loadRemote.mockResolvedValue(documents);
    await expect(lib.loadDocumentsModule()).resolves.toBe(documents);
    expect(fetchMock).toHaveBeenCalledWith('/qce/remotes.json', { cache: 'no-cache' });
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_certificates', entry: '/remotes/certificates/mf-manifest.json' }],
      { force: false },
    );
  });

  it('registers the standalone dev entry of mf-certificates', () => {
    const { lib, runtime } = setup(false);
    lib.registerDocumentsRemote();
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_certificates', entry: 'http://127.0.0.1:8084/mf-manifest.json' }],
      { force: false },
    );
  });

  it('rejects something that is not the documents module, and a retry loads again', async () => {
    const { lib, runtime } = setup(true);
    runtime.loadRemote.mockResolvedValueOnce({ kind: 'qce-remote-fallback' }).mockResolvedValue(documents);
    await expect(lib.loadDocumentsModule()).rejects.toThrow('mf_certificates/documents is not available');
    await expect(lib.loadDocumentsModule()).resolves.toBe(documents);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });
});
