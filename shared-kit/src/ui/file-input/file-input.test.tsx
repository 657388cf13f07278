import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@qce/testing';
import { FileInput } from './file-input';

const typeMessage = 'File type not accepted. Accepted File Types are: png, jpeg, jpg, pdf';

function setup(props: Partial<React.ComponentProps<typeof FileInput>> = {}) {
  const onFileSelected = jest.fn();
  const utils = render(
    <FileInput
      label="Chest X-ray"
      accept={['png', 'jpeg', 'jpg', 'pdf']}
      typeErrorMessage={typeMessage}
      maxSizeBytes={1024}
      sizeErrorMessage="The file is larger than 1 KB."
      onFileSelected={onFileSelected}
      {...props}
    />,
  );
  return { ...utils, onFileSelected, input: screen.getByLabelText('Chest X-ray') };
}

describe('FileInput', () => {
  it('rejects a file of another type with the caller message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input, onFileSelected, container } = setup();
    await user.upload(input, new File(['a,b'], 'list.csv', { type: 'text/csv' }));
    expect(screen.getByRole('alert')).toHaveTextContent(typeMessage);
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(typeMessage);
    expect(onFileSelected).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('rejects a file over the size limit', async () => {
    const user = userEvent.setup();
    const { input, onFileSelected } = setup();
    await user.upload(input, new File(['x'.repeat(2048)], 'scan.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 1 KB.');
    expect(onFileSelected).not.toHaveBeenCalled();
  });

  it('accepts a listed type (case-insensitive), previews an image and shows progress', async () => {
    const user = userEvent.setup();
    const createObjectURL = jest.fn(() => 'blob:preview');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const { input, onFileSelected, rerender } = setup();
    const file = new File(['img'], 'XRAY.PNG', { type: 'image/png' });
    await user.upload(input, file);
    expect(onFileSelected).toHaveBeenCalledWith(file);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the selected file' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    rerender(
      <FileInput
        label="Chest X-ray"
        accept={['png']}
        typeErrorMessage={typeMessage}
        onFileSelected={onFileSelected}
        progress={40}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '40',
    );
  });

  it('can be disabled', () => {
    const { input } = setup({ disabled: true });
    expect(input).toBeDisabled();
  });
});
