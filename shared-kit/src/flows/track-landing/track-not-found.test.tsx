import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@qce/shared-kit/messages';
import { expectNoAxeViolations } from '@qce/testing';
import { createTrackNotFound } from './index';

describe('createTrackNotFound (STYLE 12: every router has a Not found route)', () => {
  it("says Page not found and leads back to the track's landing through its router", async () => {
    const navigate = jest.fn();
    const NotFound = createTrackNotFound({
      useNavigate: () => navigate,
      basename: '/qce',
      landingRoute: '/sp/applications',
    });
    const { container } = render(<NotFound />);
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.common.notFoundTitle }),
    ).toBeInTheDocument();
    const back = screen.getByRole('link', { name: MESSAGES.common.backToApplications });
    // A real link (a new tab, a copied address) to the landing under the basename...
    expect(back).toHaveAttribute('href', '/qce/sp/applications');
    await expectNoAxeViolations(container);
    // ...and a plain click goes through the router, within the basename.
    await userEvent.click(back);
    expect(navigate).toHaveBeenCalledWith('/sp/applications');
  });
});
