import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { PhotoUploadField } from '@/components/forms/photo-upload-field';
import type { ItemDraft } from './item-preview';
import { PriceInput } from './price-input';

/** Shown under 'URL da imagem' when it is not an http(s) address (the server says the same). */
export const IMAGE_URL_MESSAGE = 'A URL da imagem deve começar com http:// ou https://';

export interface ItemFormFieldsProps {
  draft: ItemDraft;
  isImageValid: boolean;
  onChange: (changes: Partial<ItemDraft>) => void;
  /** Told while a photo is being sent ('Enviar foto'). */
  onPhotoBusyChange?: (isBusy: boolean) => void;
}

/** Nome, Preço, Descrição, URL da imagem (or 'Enviar foto'), Preparado and Ativo. */
export function ItemFormFields({ draft, isImageValid, onChange, onPhotoBusyChange }: ItemFormFieldsProps) {
  const id = useId();
  return (
    <>
      <Form.Group controlId={`${id}-nome`} className="mb-3">
        <Form.Label>Nome</Form.Label>
        <Form.Control
          value={draft.name}
          maxLength={80}
          autoFocus
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </Form.Group>
      <Form.Group className="mb-3">
        <Form.Label htmlFor={`${id}-preco`}>Preço</Form.Label>
        <PriceInput
          id={`${id}-preco`}
          cents={draft.priceCents}
          onChange={(priceCents) => onChange({ priceCents })}
        />
      </Form.Group>
      <Form.Group controlId={`${id}-descricao`} className="mb-3">
        <Form.Label>Descrição</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={draft.description}
          maxLength={500}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Form.Group>
      <Form.Group controlId={`${id}-imagem`} className="mb-3">
        <Form.Label>URL da imagem</Form.Label>
        <Form.Control
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          value={draft.image}
          maxLength={2048}
          isInvalid={!isImageValid}
          aria-invalid={!isImageValid}
          aria-describedby={isImageValid ? undefined : `${id}-imagem-erro`}
          onChange={(e) => onChange({ image: e.target.value })}
        />
        <Form.Control.Feedback id={`${id}-imagem-erro`} type="invalid">
          {IMAGE_URL_MESSAGE}
        </Form.Control.Feedback>
      </Form.Group>
      <PhotoUploadField
        kind="item"
        onUploaded={(image) => onChange({ image })}
        {...(onPhotoBusyChange ? { onBusyChange: onPhotoBusyChange } : {})}
      />
      <SwitchField
        className="mb-2"
        legend="Preparado"
        id={`${id}-preparado`}
        label="Item precisa ser preparado"
        checked={draft.prepared}
        onChange={(prepared) => onChange({ prepared })}
      />
      <SwitchField
        legend="Ativo"
        id={`${id}-ativo`}
        label="Disponível no cardápio"
        checked={draft.active}
        onChange={(active) => onChange({ active })}
      />
    </>
  );
}

/** A switch under a legend of its own (Preparado, Ativo). */
function SwitchField(props: {
  className?: string;
  legend: string;
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <fieldset className={props.className}>
      <legend className="form-label fs-6 mb-1">{props.legend}</legend>
      <Form.Check
        type="switch"
        role="switch"
        id={props.id}
        label={props.label}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
    </fieldset>
  );
}
