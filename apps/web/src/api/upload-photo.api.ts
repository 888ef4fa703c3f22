import {
  type PhotoKind,
  type UploadedPhoto,
  uploadedPhotoSchema,
} from '@suavez/shared/contracts/photo.contract';
import { ApiError, buildApiUrl, communicationErrorMessage, toApiError } from '@/lib/api-client';
import { getCookie } from '@/lib/cookies';

/**
 * `POST /merchant/photos?kind` (docs/photos.md): sends one photo as multipart/form-data and answers its
 * address. apiFetch speaks JSON only, so this call builds its own request, with the same token and errors.
 * Shared: the menu editor (item photos) and the restaurant's cover and icon.
 */
export async function uploadPhoto(input: { kind: PhotoKind; file: File }): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getCookie('access_token');
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildApiUrl('/merchant/photos', { kind: input.kind }), {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK_ERROR', communicationErrorMessage(), { cause: error });
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  if (!response.ok) throw toApiError(response.status, data);
  const parsed = uploadedPhotoSchema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', communicationErrorMessage());
  return parsed.data;
}
