import type { Item } from '@suavez/shared/contracts/catalog.contract';
import { isAllowedImageUrl } from '@suavez/shared/contracts/catalog.contract';
import { centsToReais, reaisToCents } from '@suavez/shared/domain/bill';
import { isPreparedByDefault } from '@suavez/shared/domain/item-preparation';
import { formatCents } from '@suavez/shared/domain/money-format';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { useCreateItemMutation } from '../api/create-item.api';
import { useDeleteItemMutation } from '../api/delete-item.api';
import { useUpdateItemMutation } from '../api/update-item.api';
import { catalogErrorOptions } from '../catalog-errors';
import { type FieldChange, formatActive, formatYesNo, listChangedFields } from '../utils/field-changes';
import {
  describeOptionGroups,
  describeOptionTranslations,
  findOptionGroupsProblem,
  toOptionGroupDrafts,
  toOptionGroupInputs,
} from '../utils/option-group-drafts';
import {
  describeTranslations,
  sameTranslations,
  type TranslationsDraft,
  toTranslationsDraft,
  toTranslationsInput,
} from '../utils/translations-draft';
import { ConfirmChangesBody } from './confirm-changes-body';
import { ItemFormFields } from './item-form-fields';
import { type ItemDraft, ItemPreview } from './item-preview';
import { OptionGroupsEditor } from './option-groups-editor';
import { TranslationsFields } from './translations-fields';

export interface ItemDialogProps {
  catalogId: string;
  categoryId: string;
  /** The category's name: a new item of a drinks category starts as not prepared, any other as prepared. */
  categoryName: string;
  /** The item edited; null adds a new one to the category. */
  item: Item | null;
  isOpen: boolean;
  onClose: () => void;
  /** After the closing animation (the parent forgets the dialog). */
  onExited: () => void;
}

type Step = { kind: 'form' } | { kind: 'confirm'; changes: FieldChange[] } | { kind: 'delete' };

function draftOf(item: Item | null, categoryName = ''): ItemDraft {
  return {
    name: item?.name ?? '',
    priceCents: item ? reaisToCents(item.price) : 0,
    description: item?.description ?? '',
    image: item?.image ?? '',
    // An item keeps its own; a new one starts as its category suggests (a dish is prepared, a drink not).
    prepared: item ? item.prepared : isPreparedByDefault(categoryName),
    active: item?.active ?? true,
    optionGroups: toOptionGroupDrafts(item?.optionGroups ?? []),
  };
}

function changesOf(
  before: ItemDraft,
  after: ItemDraft,
  translations: { before: TranslationsDraft; after: TranslationsDraft },
): FieldChange[] {
  return listChangedFields([
    { label: 'Nome', before: before.name, after: after.name.trim() },
    { label: 'Preço', before: formatCents(before.priceCents), after: formatCents(after.priceCents) },
    { label: 'Descrição', before: before.description, after: after.description.trim() },
    { label: 'URL da imagem', before: before.image, after: after.image.trim() },
    { label: 'Preparado', before: formatYesNo(before.prepared), after: formatYesNo(after.prepared) },
    { label: 'Ativo', before: formatActive(before.active), after: formatActive(after.active) },
    {
      label: 'Opções',
      before: describeOptionGroups(before.optionGroups),
      after: describeOptionGroups(after.optionGroups),
    },
    {
      label: 'Opções em outros idiomas',
      before: describeOptionTranslations(before.optionGroups),
      after: describeOptionTranslations(after.optionGroups),
    },
    {
      label: 'Outros idiomas',
      before: describeTranslations(toTranslationsInput(translations.before)),
      after: describeTranslations(toTranslationsInput(translations.after)),
    },
  ]);
}

/** 'Novo item' / 'Editar item' with a live preview; edits ask 'Confirmar alterações', deletes 'Confirmar exclusão'. */
export function ItemDialog({
  catalogId,
  categoryId,
  categoryName,
  item,
  isOpen,
  onClose,
  onExited,
}: ItemDialogProps) {
  const create = useCreateItemMutation(catalogId);
  const update = useUpdateItemMutation(catalogId);
  const remove = useDeleteItemMutation(catalogId);
  const handleError = useMerchantErrorHandler(catalogErrorOptions);
  const [draft, setDraft] = useState(() => draftOf(item, categoryName));
  const [translations, setTranslations] = useState(() => toTranslationsDraft(item?.translations));
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [isPhotoBusy, setPhotoBusy] = useState(false);
  const titleId = useId();
  const isBusy = create.isPending || update.isPending || remove.isPending;
  const image = draft.image.trim();
  const isImageValid = image === '' || isAllowedImageUrl(image);
  const optionProblem = findOptionGroupsProblem(draft.optionGroups);
  // Held while a photo is on its way: its address is about to replace the image field.
  const canSave = draft.name.trim() !== '' && isImageValid && optionProblem === null && !isPhotoBusy;
  const optionGroups = toOptionGroupInputs(draft.optionGroups);
  // Sent when there are groups to create, or when the edit changed them (the list replaces the item's).
  const sendsOptions = item
    ? JSON.stringify(optionGroups) !== JSON.stringify(toOptionGroupInputs(draftOf(item).optionGroups))
    : optionGroups.length > 0;
  const translated = toTranslationsInput(translations);
  // The same for 'Outros idiomas': the object replaces the item's.
  const sendsTranslations = item
    ? !sameTranslations(translated, item.translations)
    : Object.keys(translated).length > 0;
  const body = {
    categoryId,
    name: draft.name.trim(),
    description: draft.description.trim(),
    price: centsToReais(draft.priceCents),
    prepared: draft.prepared,
    image: image === '' ? null : image,
    active: draft.active,
    ...(sendsOptions ? { optionGroups } : {}),
    ...(sendsTranslations ? { translations: translated } : {}),
  };
  const failWith = (message: string) => (error: unknown) => {
    setStep({ kind: 'form' });
    handleError(error, message);
  };

  const submit = () => {
    if (step.kind === 'delete') {
      if (item) remove.mutate(item.id, { onSuccess: onClose, onError: failWith('Erro ao atualizar o item') });
    } else if (step.kind === 'confirm') {
      if (item)
        update.mutate(
          { id: item.id, ...body },
          { onSuccess: onClose, onError: failWith('Erro ao atualizar o item') },
        );
    } else if (!canSave) {
      return;
    } else if (!item) {
      create.mutate(body, { onSuccess: onClose, onError: failWith('Erro ao salvar o item') });
    } else {
      const changes = changesOf(draftOf(item), draft, {
        before: toTranslationsDraft(item.translations),
        after: translations,
      });
      if (changes.length === 0) onClose();
      else setStep({ kind: 'confirm', changes });
    }
  };

  const title =
    step.kind === 'confirm'
      ? 'Confirmar alterações'
      : step.kind === 'delete'
        ? 'Confirmar exclusão'
        : item
          ? 'Editar item'
          : 'Novo item';
  return (
    <Modal show={isOpen} onHide={onClose} onExited={onExited} centered size="lg" aria-labelledby={titleId}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {step.kind === 'confirm' ? <ConfirmChangesBody changes={step.changes} /> : null}
          {step.kind === 'delete' ? <p className="mb-0">Deseja excluir este item?</p> : null}
          {step.kind === 'form' ? (
            <>
              <ItemPreview draft={draft} isImageValid={isImageValid} />
              <ItemFormFields
                draft={draft}
                isImageValid={isImageValid}
                onChange={(changes) => setDraft((current) => ({ ...current, ...changes }))}
                onPhotoBusyChange={setPhotoBusy}
              />
              <TranslationsFields
                value={translations}
                onChange={setTranslations}
                portuguese={{ name: draft.name, description: draft.description }}
              />
              <OptionGroupsEditor
                groups={draft.optionGroups}
                problem={optionProblem}
                onChange={(groups) => setDraft((current) => ({ ...current, optionGroups: groups }))}
              />
            </>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          {item && step.kind === 'form' ? (
            <Button variant="outline-danger" className="me-auto" onClick={() => setStep({ kind: 'delete' })}>
              Excluir
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onClick={step.kind === 'form' ? onClose : () => setStep({ kind: 'form' })}
          >
            Cancelar
          </Button>
          <Button
            type="submit"
            variant={step.kind === 'delete' ? 'danger' : 'primary'}
            disabled={isBusy || (step.kind === 'form' && !canSave)}
          >
            {step.kind === 'confirm' ? 'Confirmar' : step.kind === 'delete' ? 'Excluir' : 'Salvar'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
