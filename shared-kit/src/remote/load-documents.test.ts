import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadDocumentsModule } from './load-documents';

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
    options: { remotes: [{ name: 'mf_certificates', entry: '/remotes/certificates/mf-manifest.json' }] },
  } as unknown as ReturnType<typeof getInstance>);

describe('loadDocumentsModule (ARCHITECTURE §2: documents through mf-certificates ./documents)', () => {
  beforeEach(() => jest.resetAllMocks());

  it('drops a failed load so that a retry loads again', async () => {
    registered();
    jest.mocked(loadRemote).mockResolvedValueOnce({ nothing: true }).mockResolvedValueOnce(documents);
    await expect(loadDocumentsModule()).rejects.toThrow('mf_certificates/documents is not available');
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
