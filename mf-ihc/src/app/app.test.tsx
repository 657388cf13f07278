/**
 * Issue 12 / ADR 007: the track's first route loads only its landing; every other page (and the heavy
 * libraries only they use) is downloaded when its route opens.
 */
import { screen, waitFor } from '@testing-library/react';
import { renderAt, setupMockServer, signIn } from '../testing/render-app';

const mockLoaded: string[] = [];
// (papaparse itself is also used by the mock backend in tests, so the roster parser stands for it.)
jest.mock('../features/bulk/csv/roster-parse', () => {
  mockLoaded.push('roster-parse');
  return jest.requireActual('../features/bulk/csv/roster-parse');
});
jest.mock('../features/application-form/application-form-page', () => {
  mockLoaded.push('application-form-page');
  return jest.requireActual('../features/application-form/application-form-page');
});
jest.mock('../features/knowledge-test/knowledge-test-page', () => {
  mockLoaded.push('knowledge-test-page');
  return jest.requireActual('../features/knowledge-test/knowledge-test-page');
});

setupMockServer();

describe('mf-ihc routes are split per page', () => {
  it('renders the landing without loading the other pages or the bulk CSV parser', async () => {
    signIn({ scenario: 'fresh' });
    renderAt('/ihc/applications');
    expect(await screen.findByRole('region', { name: 'Applicant Details' })).toBeInTheDocument();
    expect(mockLoaded).toEqual([]);
  });

  it('loads the application form page when its route opens', async () => {
    signIn({ scenario: 'fresh' });
    renderAt('/ihc/application-form');
    await waitFor(() => expect(mockLoaded).toContain('application-form-page'));
    expect(mockLoaded).not.toContain('knowledge-test-page');
    expect(mockLoaded).not.toContain('roster-parse');
  });
});
