/**
 * The documents remote (mf-certificates' `./documents`, loaded at run time) as a stand-in for a whole
 * test file: import this module first, before anything that loads the pages. Its certificate is
 * checked in mf-certificates; here each test gets `fakeDocuments`.
 */
import { loadDocumentsModule } from '@qce/shared-kit/remote';
import { fakeDocuments } from './documents';

jest.mock('@qce/shared-kit/remote', () => ({
  ...jest.requireActual<Record<string, unknown>>('@qce/shared-kit/remote'),
  loadDocumentsModule: jest.fn(),
}));

beforeEach(() => {
  jest.mocked(loadDocumentsModule).mockImplementation(() => Promise.resolve(fakeDocuments));
});
