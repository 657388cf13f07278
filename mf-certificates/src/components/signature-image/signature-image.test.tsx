/** intake/payment §8: 'Cannot display the image right now.' when a signature cannot be fetched or shown. */
import { fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@qce/shared-kit/messages';
import { setupMockServer, stubSignatures } from '../../testing/mock-server';
import { SignatureImage } from './signature-image';

setupMockServer();

describe('SignatureImage', () => {
  it('shows the image from the signature call', async () => {
    stubSignatures({ imageUrl: 'https://files.test/sig.png' });
    render(<SignatureImage signatureId="901" signer="Ana Reyes" />);
    expect(await screen.findByRole('img', { name: 'Signature of Ana Reyes' })).toHaveAttribute(
      'src',
      'https://files.test/sig.png',
    );
  });

  it('says so when the call fails', async () => {
    stubSignatures({ status: 404 });
    render(<SignatureImage signatureId="901" signer="Ana Reyes" />);
    expect(await screen.findByText(MESSAGES.upload.imagePreviewFailure)).toBeInTheDocument();
  });

  it('says so when the image itself cannot be shown', () => {
    render(<SignatureImage url="https://files.test/broken.png" signer="Ana Reyes" />);
    fireEvent.error(screen.getByRole('img', { name: 'Signature of Ana Reyes' }));
    expect(screen.getByText(MESSAGES.upload.imagePreviewFailure)).toBeInTheDocument();
  });

  it('says so without a signature id', () => {
    render(<SignatureImage signatureId={undefined} signer="Ana Reyes" />);
    expect(screen.getByText(MESSAGES.upload.imagePreviewFailure)).toBeInTheDocument();
  });
});
