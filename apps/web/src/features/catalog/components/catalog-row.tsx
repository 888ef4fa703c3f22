import type { CatalogSummary } from '@suavez/shared/contracts/catalog.contract';
import { useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'wouter';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { useUpdateCatalogMutation } from '../api/update-catalog.api';
import { catalogErrorOptions } from '../catalog-errors';
import { PencilIcon } from './icons';

export interface CatalogRowProps {
  catalog: CatalogSummary;
  merchantId: string;
}

/** One catalog: the pencil toggles editing of its name (saved when editing ends), the switch saves at once. */
export function CatalogRow({ catalog, merchantId }: CatalogRowProps) {
  const update = useUpdateCatalogMutation(merchantId);
  const handleError = useMerchantErrorHandler(catalogErrorOptions);
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(catalog.name);
  // The switch shows the new state at once, until the save and the reload end.
  const [pendingActive, setPendingActive] = useState<boolean | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pencilRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const switchId = useId();

  useEffect(() => {
    if (!isEditing) setDraft(catalog.name);
  }, [catalog.name, isEditing]);

  useEffect(() => {
    if (isEditing) inputRef.current?.focus();
  }, [isEditing]);

  const endEditing = () => {
    setIsEditing(false);
    const name = draft.trim();
    // An empty (or unchanged) name is not saved: the field goes back to the saved one.
    if (name === '' || name.length > 80 || name === catalog.name) {
      setDraft(catalog.name);
      return;
    }
    update.mutate(
      { id: catalog.id, name, active: catalog.active },
      {
        onError: (error) => {
          setDraft(catalog.name);
          handleError(error, 'Erro ao salvar');
        },
      },
    );
  };

  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2 py-3">
      <button
        ref={pencilRef}
        type="button"
        className={`btn btn-sm ${isEditing ? 'btn-primary' : 'btn-outline-secondary'}`}
        aria-label={`Editar nome do catálogo ${catalog.name}`}
        aria-pressed={isEditing}
        onClick={() => (isEditing ? endEditing() : setIsEditing(true))}
      >
        <PencilIcon />
      </button>
      <label htmlFor={inputId} className="visually-hidden">
        Nome do catálogo
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={
          isEditing
            ? 'form-control flex-grow-1 w-auto'
            : 'form-control-plaintext flex-grow-1 w-auto fw-semibold'
        }
        style={{ minWidth: '10rem' }}
        value={draft}
        maxLength={80}
        readOnly={!isEditing}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (!isEditing) return;
          if (event.key === 'Enter') endEditing();
          if (event.key === 'Escape') {
            setDraft(catalog.name);
            setIsEditing(false);
          }
        }}
        onBlur={(event) => {
          // The pencil ends editing itself; leaving the field any other way ends it too.
          if (isEditing && event.relatedTarget !== pencilRef.current) endEditing();
        }}
      />
      <Form.Check
        type="switch"
        role="switch"
        id={switchId}
        className="mb-0"
        checked={pendingActive ?? catalog.active}
        disabled={update.isPending || pendingActive !== null}
        onChange={() => {
          setPendingActive(!catalog.active);
          update.mutate(
            { id: catalog.id, name: catalog.name, active: !catalog.active },
            {
              onError: (error) => handleError(error, 'Erro ao salvar'),
              onSettled: () => setPendingActive(null),
            },
          );
        }}
        label={
          <>
            Ativo<span className="visually-hidden"> — {catalog.name}</span>
          </>
        }
      />
      <Link href={`/merchant/catalogs/${catalog.id}`} className="btn btn-sm btn-outline-primary ms-auto">
        Categorias e itens<span className="visually-hidden"> de {catalog.name}</span>
      </Link>
    </li>
  );
}
