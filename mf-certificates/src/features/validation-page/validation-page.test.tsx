/**
 * payment §2 /qce/qcs (lists the ecs parts), §8 the tampered message. Public: no token. The parts are shown
 * only once the certificate validation service confirmed them (issue 23 item 3).
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MESSAGES } from '@qce/shared-kit/messages';
import { expectNoAxeViolations } from '@qce/testing';
import { endpointPattern, server, setupMockServer } from '../../testing/mock-server';
import { JUAN, renderAt, seededApplication } from '../../testing/seeded';

setupMockServer();

const fullName = (form: { firstName?: string; middleName?: string; lastName?: string }) =>
  [form.firstName, form.middleName, form.lastName].filter(Boolean).join(' ');

describe('/qce/qcs validation page', () => {
  it('lists the parts of an issued certificate once the validation service confirmed them', async () => {
    const { application } = await seededApplication('approved', JUAN, 1);
    const parts = [String(application.certificateNumber), fullName(application.formData)];
    renderAt(`/qcs?ecs=${encodeURIComponent(parts.join(','))}`);
    const items = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(items).toEqual(parts);
    expect(screen.queryByText(MESSAGES.validationPage.tampered)).not.toBeInTheDocument();
    // No serious axe violation (issue 25 item 5: the e2e accessibility gate's rows of this page).
    await expectNoAxeViolations(document.body);
  });

  it('says the data might be tampered with when the service does not know the values', async () => {
    await seededApplication('approved', JUAN, 1);
    renderAt('/qcs?ecs=HC-2026-000123,Juan%20Dela%20Cruz,12/31/2027');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.validationPage.tampered);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('says the data might be tampered with when a real certificate number comes with a forged name', async () => {
    const { application } = await seededApplication('approved', JUAN, 1);
    renderAt(`/qcs?ecs=${encodeURIComponent(`${application.certificateNumber},Maria Santos`)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.validationPage.tampered);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows a failed check as a failure with a retry, not as a verdict', async () => {
    server.use(http.post(endpointPattern('CERTIFICATE_ECS'), () => HttpResponse.error()));
    renderAt('/qcs?ecs=HC-2026-000123,Juan%20Dela%20Cruz');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.validationPage.tampered)).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it.each([
    '/qcs',
    '/qcs?ecs=',
    '/qcs?ecs=single',
    '/qcs?ecs=a,,b',
    '/qcs?ecs=a,b,',
    '/qcs?ecs=a,%3Cscript%3Ealert(1)%3C/script%3E',
    '/qcs?ecs=a,b%ZZ',
    '/qcs?ecs=a,b&ecs=c,d',
    '/qcs?ecs=a,b%00',
  ])('says the data might be tampered with for %s', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.validationPage.tampered);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
