import { type MerchantPix, updatePixBodySchema } from '@suavez/shared/contracts/pix.contract';
import { PIX_CITY_MAX, PIX_KEY_MAX, PIX_NAME_MAX } from '@suavez/shared/domain/pix-key';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-bootstrap';

/** What the form sends: the texts as typed; the server reads the key and removes accents. */
export interface PixFormValues {
  key: string;
  name: string;
  city: string;
}

type Field = keyof PixFormValues;

/**
 * The messages the server would answer, checked before sending with the same shared contract (rules §10):
 * the key's from `readPixKey`, the name's and the city's, each ending with a period as the server's do.
 */
export function validatePixForm(values: PixFormValues): Partial<Record<Field, string>> {
  const result = updatePixBodySchema.safeParse(values);
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'key' || field === 'name' || field === 'city') && errors[field] === undefined) {
      errors[field] = `${issue.message}.`;
    }
  }
  return errors;
}

export interface PixFormProps {
  initial: MerchantPix | null;
  isSaving: boolean;
  /** The server's refusal (400), said under the form. */
  serverMessage: string | null;
  onSubmit: (values: PixFormValues) => void;
  /** Back to the saved data; absent when there is none. */
  onCancel: (() => void) | undefined;
}

/** 'Chave Pix', 'Nome do recebedor (até 25)', 'Cidade (até 15)', checked on 'Salvar'. */
export function PixForm({ initial, isSaving, serverMessage, onSubmit, onCancel }: PixFormProps) {
  const [values, setValues] = useState<PixFormValues>({
    key: initial?.key ?? '',
    name: initial?.name ?? '',
    city: initial?.city ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePixForm(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSubmit({ key: values.key.trim(), name: values.name.trim(), city: values.city.trim() });
  };
  const field = (
    name: Field,
    label: string,
    help: string,
    props: { maxLength: number; autoComplete?: string },
  ) => (
    <Form.Group className="mb-3" controlId={`pix-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={values[name]}
        onChange={change(name)}
        isInvalid={errors[name] !== undefined}
        aria-invalid={errors[name] !== undefined}
        aria-describedby={`pix-${name}-help${errors[name] ? ` pix-${name}-error` : ''}`}
        {...props}
      />
      <Form.Text id={`pix-${name}-help`}>{help}</Form.Text>
      <Form.Control.Feedback id={`pix-${name}-error`} type="invalid">
        {errors[name]}
      </Form.Control.Feedback>
    </Form.Group>
  );
  return (
    <Form noValidate onSubmit={submit} aria-label="Dados do Pix">
      {field('key', 'Chave Pix', 'CPF, CNPJ, e-mail, celular com +55 ou chave aleatória.', {
        maxLength: PIX_KEY_MAX + 20,
        autoComplete: 'off',
      })}
      {field('name', 'Nome do recebedor', `Como o banco mostra ao cliente, até ${PIX_NAME_MAX} caracteres.`, {
        maxLength: PIX_NAME_MAX,
      })}
      {field('city', 'Cidade', `Até ${PIX_CITY_MAX} caracteres.`, { maxLength: PIX_CITY_MAX })}
      {serverMessage && (
        <p className="alert alert-danger" role="alert">
          {serverMessage}
        </p>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Salvando...' : 'Salvar'}
        </Button>
        {onCancel && (
          <Button variant="outline-secondary" disabled={isSaving} onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </div>
    </Form>
  );
}
