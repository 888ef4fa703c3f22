// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi, reply } from '@/test/api-mock';
import { renderScreen } from '@/test/render';
import { PhotoUploadField } from './photo-upload-field';

// 'Enviar foto' next to a URL field (docs/photos.md#web): the chosen photo is sent as multipart, the field
// gets the stored photo's address, the input is disabled while sending, errors are in Portuguese.

const PHOTO_URL = `/api/photos/aaaaaaaa-0000-4000-8000-000000000001/${'a'.repeat(64)}.webp`;

function Host() {
  const [image, setImage] = useState('https://exemplo.com/velha.jpg');
  return (
    <>
      <label>
        URL da imagem
        <input value={image} onChange={(e) => setImage(e.target.value)} />
      </label>
      <PhotoUploadField kind="item" onUploaded={setImage} />
    </>
  );
}

const photo = (type = 'image/jpeg', size = 2048) => new File([new Uint8Array(size)], 'prato.jpg', { type });
const fileInput = () => screen.getByLabelText('Enviar foto') as HTMLInputElement;

describe('PhotoUploadField', () => {
  it('sends the photo as multipart with its kind, disabled meanwhile, and fills the URL field', async () => {
    const answer = deferred();
    const api = mockApi({ 'POST /merchant/photos': () => answer.promise });
    renderScreen(<Host />, { path: '/merchant/catalogs' });
    const input = fileInput();
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    await userEvent.upload(input, photo());
    await waitFor(() => expect(input.disabled).toBe(true));
    expect(screen.getByText('Enviando foto…')).toBeTruthy();
    const [call] = api.callsTo('POST /merchant/photos');
    expect(call?.query.get('kind')).toBe('item');
    answer.resolve({ url: PHOTO_URL });
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('URL da imagem').value).toBe(PHOTO_URL),
    );
    expect(input.disabled).toBe(false);
    expect(screen.getByText('Foto enviada.')).toBeTruthy();
  });

  it("shows the server's message when it refuses, and keeps the typed URL", async () => {
    mockApi({
      'POST /merchant/photos': reply(415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Envie uma foto JPEG, PNG ou WebP.',
      }),
    });
    renderScreen(<Host />, { path: '/merchant/catalogs' });
    await userEvent.upload(fileInput(), photo('image/png'));
    expect((await screen.findByRole('alert')).textContent).toBe('Envie uma foto JPEG, PNG ou WebP.');
    expect(screen.getByLabelText<HTMLInputElement>('URL da imagem').value).toBe(
      'https://exemplo.com/velha.jpg',
    );
  });

  it('refuses a file over 5 MB or of another type before sending it', async () => {
    const api = mockApi({});
    renderScreen(<Host />, { path: '/merchant/catalogs' });
    await userEvent.upload(fileInput(), photo('image/jpeg', 5 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('A foto pode ter no máximo 5 MB.');
    await userEvent.upload(fileInput(), photo('image/gif'), { applyAccept: false });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Envie uma foto JPEG, PNG ou WebP.'),
    );
    expect(api.calls).toEqual([]);
  });
});
