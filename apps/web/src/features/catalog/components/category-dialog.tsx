import type { Category } from '@suavez/shared/contracts/catalog.contract';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { useCreateCategoryMutation } from '../api/create-category.api';
import { useUpdateCategoryMutation } from '../api/update-category.api';
import { catalogErrorOptions } from '../catalog-errors';
import { type FieldChange, formatActive, listChangedFields } from '../utils/field-changes';
import {
  describeTranslations,
  sameTranslations,
  toTranslationsDraft,
  toTranslationsInput,
} from '../utils/translations-draft';
import { ConfirmChangesBody } from './confirm-changes-body';
import { TranslationsFields } from './translations-fields';

export interface CategoryDialogProps {
  catalogId: string;
  /** The category edited; null adds a new one. */
  category: Category | null;
  isOpen: boolean;
  onClose: () => void;
  /** After the closing animation (the parent forgets the dialog). */
  onExited: () => void;
}

/** 'Nova categoria' / 'Editar categoria'; an edit with changes asks 'Confirmar alterações' first. */
export function CategoryDialog({ catalogId, category, isOpen, onClose, onExited }: CategoryDialogProps) {
  const create = useCreateCategoryMutation(catalogId);
  const update = useUpdateCategoryMutation(catalogId);
  const handleError = useMerchantErrorHandler(catalogErrorOptions);
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [active, setActive] = useState(category?.active ?? true);
  const [translations, setTranslations] = useState(() => toTranslationsDraft(category?.translations));
  const [changes, setChanges] = useState<FieldChange[] | null>(null);
  const titleId = useId();
  const fieldId = useId();
  const isSaving = create.isPending || update.isPending;
  const onFailure = (error: unknown) => {
    setChanges(null);
    handleError(error, 'Erro ao atualizar categoria');
  };
  const translated = toTranslationsInput(translations);
  // Sent when there are some to create, or when the edit changed them (the object replaces the stored one).
  const sendsTranslations = category
    ? !sameTranslations(translated, category.translations)
    : Object.keys(translated).length > 0;
  const values = {
    name: name.trim(),
    description: description.trim(),
    active,
    ...(sendsTranslations ? { translations: translated } : {}),
  };

  const save = () => {
    if (values.name === '') return;
    if (!category) {
      create.mutate({ catalogId, ...values }, { onSuccess: onClose, onError: onFailure });
      return;
    }
    const changed = listChangedFields([
      { label: 'Nome', before: category.name, after: values.name },
      { label: 'Descrição', before: category.description, after: values.description },
      { label: 'Ativo', before: formatActive(category.active), after: formatActive(values.active) },
      {
        label: 'Outros idiomas',
        before: describeTranslations(category.translations),
        after: describeTranslations(translated),
      },
    ]);
    if (changed.length === 0) onClose();
    else setChanges(changed);
  };

  const confirm = () => {
    if (!category) return;
    update.mutate({ id: category.id, ...values }, { onSuccess: onClose, onError: onFailure });
  };

  const title = changes ? 'Confirmar alterações' : category ? 'Editar categoria' : 'Nova categoria';
  return (
    <Modal show={isOpen} onHide={onClose} onExited={onExited} centered aria-labelledby={titleId}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (changes) confirm();
          else save();
        }}
      >
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {changes ? (
            <ConfirmChangesBody changes={changes} />
          ) : (
            <>
              <Form.Group controlId={`${fieldId}-nome`} className="mb-3">
                <Form.Label>Nome</Form.Label>
                <Form.Control
                  value={name}
                  maxLength={80}
                  autoFocus
                  onChange={(e) => setName(e.target.value)}
                />
              </Form.Group>
              <Form.Group controlId={`${fieldId}-descricao`} className="mb-3">
                <Form.Label>Descrição</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={2}
                  value={description}
                  maxLength={500}
                  onChange={(e) => setDescription(e.target.value)}
                />
              </Form.Group>
              <TranslationsFields
                value={translations}
                onChange={setTranslations}
                portuguese={{ name, description }}
              />
              <Form.Check
                type="switch"
                role="switch"
                id={`${fieldId}-ativo`}
                label="Ativo"
                checked={active}
                onChange={(e) => setActive(e.target.checked)}
              />
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={changes ? () => setChanges(null) : onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={values.name === '' || isSaving}>
            {changes ? 'Confirmar' : 'Salvar'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
