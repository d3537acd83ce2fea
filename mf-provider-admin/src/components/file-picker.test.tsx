import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { imageFile, renderPage, setupUser } from '@souq/testing';
import { FilePicker } from './file-picker';
import '@/config/i18n';

jest.setTimeout(120_000);

function Harness({ kind, onRemove }: { kind?: 'images' | 'any'; onRemove?: () => Promise<unknown> }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <>
      <FilePicker
        kind={kind}
        value={files}
        onChange={setFiles}
        existing={[{ name: 'old.png', link: 'https://cdn.test/old.png' }]}
        onRemoveExisting={onRemove}
      />
      <output data-testid="count">{files.length}</output>
    </>
  );
}

test('images only: a non-image is left out with a message; picked files are removable', async () => {
  await renderPage(<Harness />);
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [imageFile('a.png'), imageFile('b.pdf', 'application/pdf')] } });
  expect(await screen.findByRole('alert')).toHaveTextContent('يُسمح بالصور فقط (jpg, png, webp): b.pdf');
  expect(screen.getByTestId('count')).toHaveTextContent('1');
  await setupUser().click(screen.getByLabelText('حذف الصورة: a.png'));
  expect(screen.getByTestId('count')).toHaveTextContent('0');
});

test('any type for downloads; a stored file is removed only after confirmation', async () => {
  const onRemove = jest.fn(async () => null);
  await renderPage(<Harness kind="any" onRemove={onRemove} />);
  fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, {
    target: { files: [new File(['x'], 'book.pdf', { type: 'application/pdf' })] },
  });
  expect(screen.getByTestId('count')).toHaveTextContent('1');
  expect(screen.getByText('book.pdf')).toBeInTheDocument();
  const user = setupUser();
  await user.click(await screen.findByLabelText('حذف الصورة: old.png'));
  expect(onRemove).not.toHaveBeenCalled();
  await user.click(await screen.findByRole('button', { name: 'نعم' }));
  await waitFor(() => expect(onRemove).toHaveBeenCalledWith({ name: 'old.png', link: 'https://cdn.test/old.png' }));
});
