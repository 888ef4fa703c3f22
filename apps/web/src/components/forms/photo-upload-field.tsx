import { MAX_PHOTO_BYTES, type PhotoKind, photoUploadTypes } from '@suavez/shared/contracts/photo.contract';
import { useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { uploadPhoto } from '@/api/upload-photo.api';
import { isApiError } from '@/lib/api-client';

/** Shown before sending a file the server would refuse anyway (it checks the content, not these). */
export const PHOTO_TYPE_MESSAGE = 'Envie uma foto JPEG, PNG ou WebP.';
export const PHOTO_SIZE_MESSAGE = 'A foto pode ter no máximo 5 MB.';
const FAILED_MESSAGE = 'Não foi possível enviar a foto. Tente novamente.';

export interface PhotoUploadFieldProps {
  kind: PhotoKind;
  /** The stored photo's address, to fill the URL field with. */
  onUploaded: (url: string) => void;
  /** Told while a photo is on its way (a form may hold its Salvar meanwhile). */
  onBusyChange?: (isBusy: boolean) => void;
  label?: string;
}

/**
 * 'Enviar foto' (docs/photos.md#web): a labelled file input next to a URL field. The chosen photo goes to
 * the server, which answers the address of its WebP copy; the field beside it is filled with that address
 * and any URL typed there keeps working. Disabled while sending; errors in Portuguese.
 */
export function PhotoUploadField({
  kind,
  onUploaded,
  onBusyChange,
  label = 'Enviar foto',
}: PhotoUploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const busy = (value: boolean) => {
    setBusy(value);
    onBusyChange?.(value);
  };

  async function send(file: File) {
    setDone(false);
    if (!(photoUploadTypes as readonly string[]).includes(file.type)) return setError(PHOTO_TYPE_MESSAGE);
    if (file.size > MAX_PHOTO_BYTES) return setError(PHOTO_SIZE_MESSAGE);
    setError(null);
    busy(true);
    try {
      const { url } = await uploadPhoto({ kind, file });
      onUploaded(url);
      setDone(true);
    } catch (caught) {
      setError(isApiError(caught) && caught.status !== 0 ? caught.message : FAILED_MESSAGE);
    } finally {
      busy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Form.Group controlId={`${id}-foto`} className="mb-3">
      <Form.Label className="mb-1">{label}</Form.Label>
      <Form.Control
        ref={input}
        type="file"
        size="sm"
        accept={photoUploadTypes.join(',')}
        disabled={isBusy}
        isInvalid={error !== null}
        aria-describedby={`${id}-foto-ajuda`}
        onChange={(e) => {
          const file = (e.target as HTMLInputElement).files?.[0];
          if (file) void send(file);
        }}
      />
      <Form.Text id={`${id}-foto-ajuda`} className="d-block" role="status">
        {isBusy ? (
          <>
            <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
            Enviando foto…
          </>
        ) : done ? (
          'Foto enviada.'
        ) : (
          'JPEG, PNG ou WebP, até 5 MB.'
        )}
      </Form.Text>
      {error ? (
        <Form.Control.Feedback type="invalid" role="alert">
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}
