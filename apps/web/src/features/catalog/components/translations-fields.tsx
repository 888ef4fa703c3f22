import { MENU_LANGUAGES, type MenuLanguage } from '@suavez/shared/domain/menu-translations';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  copyFromPortuguese,
  menuLanguageLabels,
  type TranslationsDraft,
  toTranslationsInput,
} from '../utils/translations-draft';

export interface TranslationsFieldsProps {
  value: TranslationsDraft;
  onChange: (value: TranslationsDraft) => void;
  /** The Portuguese texts 'Copiar do português' starts from. */
  portuguese: { name: string; description: string };
  /** Whether the record has a description to translate (categories and items do). */
  withDescription?: boolean;
}

/**
 * 'Outros idiomas' (rules.md §16): the name and description in Spanish and English that diners reading
 * those languages see; empty ones show the Portuguese. Folded until opened, open when some are filled.
 */
export function TranslationsFields({
  value,
  onChange,
  portuguese,
  withDescription = true,
}: TranslationsFieldsProps) {
  const id = useId();
  const filled = Object.keys(toTranslationsInput(value)).length;
  const [isOpen, setOpen] = useState(filled > 0);
  return (
    <section className="mb-3 border rounded p-2" aria-labelledby={`${id}-titulo`}>
      <Button
        variant="link"
        className="p-0 text-decoration-none fw-semibold"
        id={`${id}-titulo`}
        aria-expanded={isOpen}
        aria-controls={`${id}-campos`}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? '▾' : '▸'} Outros idiomas{filled > 0 ? ` (${filled})` : ''}
      </Button>
      <div id={`${id}-campos`} hidden={!isOpen}>
        <p className="small text-body-secondary mt-2 mb-2">
          O que o cliente lê quando usa o SuaVez em espanhol ou inglês. Em branco, ele vê o português.
        </p>
        {MENU_LANGUAGES.map((language) => {
          const label = menuLanguageLabels[language].toLowerCase();
          const set = (field: 'name' | 'description', text: string) =>
            onChange({ ...value, [language]: { ...value[language], [field]: text } });
          return (
            <fieldset key={language} className="mb-2">
              <LanguageLegend
                language={language}
                copyLabel={`Copiar do português para o ${label}`}
                onCopy={() => onChange(copyFromPortuguese(value, language, portuguese))}
              />
              <Form.Group controlId={`${id}-${language}-nome`} className="mb-2">
                <Form.Label className="small mb-1">Nome em {label}</Form.Label>
                <Form.Control
                  value={value[language].name}
                  maxLength={80}
                  lang={language}
                  onChange={(e) => set('name', e.target.value)}
                />
              </Form.Group>
              {withDescription ? (
                <Form.Group controlId={`${id}-${language}-descricao`} className="mb-2">
                  <Form.Label className="small mb-1">Descrição em {label}</Form.Label>
                  <Form.Control
                    as="textarea"
                    rows={2}
                    value={value[language].description}
                    maxLength={500}
                    lang={language}
                    onChange={(e) => set('description', e.target.value)}
                  />
                </Form.Group>
              ) : null}
            </fieldset>
          );
        })}
      </div>
    </section>
  );
}

/** A language's legend ('Espanhol') beside its 'Copiar do português' button, named by `copyLabel`. */
export function LanguageLegend({
  language,
  copyLabel,
  onCopy,
  className = 'h6 mb-0 w-auto',
}: {
  language: MenuLanguage;
  copyLabel: string;
  onCopy: () => void;
  className?: string;
}) {
  return (
    <div className="d-flex align-items-center justify-content-between gap-2 mb-1">
      <legend className={className}>{menuLanguageLabels[language]}</legend>
      <Button variant="outline-secondary" size="sm" onClick={onCopy} aria-label={copyLabel}>
        Copiar do português
      </Button>
    </div>
  );
}
