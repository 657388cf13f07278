/** payment §2 /qce/qcs (lists the ecs parts), §8 the tampered message. Public: no token, no call. */
import { screen } from '@testing-library/react';
import { MESSAGES } from '@qce/shared-kit/messages';
import { renderAt } from '../../testing/seeded';

describe('/qce/qcs validation page', () => {
  it('lists the parts of a valid ecs value', async () => {
    renderAt('/qcs?ecs=HC-2026-000123,Juan%20Dela%20Cruz,12/31/2027');
    const items = (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(items).toEqual(['HC-2026-000123', 'Juan Dela Cruz', '12/31/2027']);
    expect(screen.queryByText(MESSAGES.validationPage.tampered)).not.toBeInTheDocument();
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
