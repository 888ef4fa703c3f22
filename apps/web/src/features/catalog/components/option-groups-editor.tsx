import { MAX_OPTION_GROUPS, MAX_OPTIONS_PER_GROUP } from '@suavez/shared/domain/item-options';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  moveEntry,
  newOptionDraft,
  newOptionGroupDraft,
  type OptionDraft,
  type OptionGroupDraft,
} from '../utils/option-group-drafts';
import { OptionTranslationsFields } from './option-translations-fields';
import { PriceInput } from './price-input';
import { ReorderButtons } from './reorder-buttons';

export interface OptionGroupsEditorProps {
  groups: OptionGroupDraft[];
  /** Why the groups cannot be saved yet (shown under them), or null. */
  problem: string | null;
  onChange: (groups: OptionGroupDraft[]) => void;
}

const toCount = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/**
 * 'Opções' of the item dialog: groups ('Ponto da carne', min 1 max 1) with their options and prices, added,
 * removed and reordered with buttons a screen reader names (docs/screens.md#menu-editor).
 */
export function OptionGroupsEditor({ groups, problem, onChange }: OptionGroupsEditorProps) {
  const id = useId();
  const setGroup = (index: number, changes: Partial<OptionGroupDraft>) =>
    onChange(groups.map((group, at) => (at === index ? { ...group, ...changes } : group)));
  const setOptions = (index: number, options: OptionDraft[]) => setGroup(index, { options });

  return (
    <section aria-labelledby={`${id}-titulo`} className="mt-3">
      <h3 id={`${id}-titulo`} className="h6 mb-1">
        Opções
      </h3>
      <p className="small text-body-secondary mb-2">
        Grupos como 'Ponto da carne' (mínimo 1, máximo 1) ou 'Adicionais' (mínimo 0, máximo 3).
      </p>
      {groups.map((group, index) => {
        const label = group.name.trim() || String(index + 1);
        const gid = `${id}-g${group.key}`;
        return (
          <fieldset key={group.key} className="border rounded p-2 mb-2">
            <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">Grupo {label}</legend>
            <div className="d-flex flex-wrap gap-2 mb-2">
              <Form.Group controlId={`${gid}-nome`} className="flex-grow-1">
                <Form.Label className="small mb-0">Nome do grupo</Form.Label>
                <Form.Control
                  size="sm"
                  value={group.name}
                  maxLength={80}
                  placeholder="Ponto da carne"
                  onChange={(e) => setGroup(index, { name: e.target.value })}
                />
              </Form.Group>
              <Form.Group controlId={`${gid}-min`} style={{ width: '5.5rem' }}>
                <Form.Label className="small mb-0">Mínimo</Form.Label>
                <Form.Control
                  size="sm"
                  type="number"
                  min={0}
                  max={MAX_OPTIONS_PER_GROUP}
                  value={Number.isNaN(group.min) ? '' : group.min}
                  onChange={(e) => setGroup(index, { min: toCount(e.target.value) })}
                />
              </Form.Group>
              <Form.Group controlId={`${gid}-max`} style={{ width: '5.5rem' }}>
                <Form.Label className="small mb-0">Máximo</Form.Label>
                <Form.Control
                  size="sm"
                  type="number"
                  min={1}
                  max={MAX_OPTIONS_PER_GROUP}
                  value={Number.isNaN(group.max) ? '' : group.max}
                  onChange={(e) => setGroup(index, { max: toCount(e.target.value) })}
                />
              </Form.Group>
            </div>
            <ul className="list-unstyled mb-2">
              {group.options.map((option, at) => {
                const oid = `${gid}-o${option.key}`;
                const optionLabel = option.name.trim() || String(at + 1);
                return (
                  <li key={option.key} className="d-flex flex-wrap align-items-end gap-2 mb-2">
                    <Form.Group controlId={`${oid}-nome`} className="flex-grow-1">
                      <Form.Label className="small mb-0">Opção</Form.Label>
                      <Form.Control
                        size="sm"
                        value={option.name}
                        maxLength={80}
                        onChange={(e) =>
                          setOptions(
                            index,
                            group.options.map((o, i) => (i === at ? { ...o, name: e.target.value } : o)),
                          )
                        }
                      />
                    </Form.Group>
                    <Form.Group style={{ width: '8rem' }}>
                      <Form.Label htmlFor={`${oid}-preco`} className="small mb-0">
                        Preço da opção
                      </Form.Label>
                      <PriceInput
                        id={`${oid}-preco`}
                        cents={option.priceCents}
                        onChange={(priceCents) =>
                          setOptions(
                            index,
                            group.options.map((o, i) => (i === at ? { ...o, priceCents } : o)),
                          )
                        }
                      />
                    </Form.Group>
                    <ReorderButtons
                      name={`opção ${optionLabel}`}
                      index={at}
                      count={group.options.length}
                      onMove={(delta) => setOptions(index, moveEntry(group.options, at, delta))}
                    />
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={group.options.length <= 1}
                      onClick={() =>
                        setOptions(
                          index,
                          group.options.filter((_, i) => i !== at),
                        )
                      }
                    >
                      Remover<span className="visually-hidden"> opção {optionLabel}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
            <OptionTranslationsFields group={group} onChange={(changes) => setGroup(index, changes)} />
            <div className="d-flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="outline-primary"
                disabled={group.options.length >= MAX_OPTIONS_PER_GROUP}
                onClick={() => setOptions(index, [...group.options, newOptionDraft()])}
              >
                + Opção<span className="visually-hidden"> em {label}</span>
              </Button>
              <div className="ms-auto d-flex gap-2">
                <ReorderButtons
                  name={`grupo ${label}`}
                  index={index}
                  count={groups.length}
                  onMove={(delta) => onChange(moveEntry(groups, index, delta))}
                />
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => onChange(groups.filter((_, at) => at !== index))}
                >
                  Remover grupo<span className="visually-hidden"> {label}</span>
                </Button>
              </div>
            </div>
          </fieldset>
        );
      })}
      <div aria-live="polite">{problem ? <p className="text-danger small mb-2">{problem}</p> : null}</div>
      <Button
        size="sm"
        variant="outline-primary"
        disabled={groups.length >= MAX_OPTION_GROUPS}
        onClick={() => onChange([...groups, newOptionGroupDraft()])}
      >
        + Grupo de opções
      </Button>
    </section>
  );
}
