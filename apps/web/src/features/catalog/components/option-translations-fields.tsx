import {
  MENU_LANGUAGES,
  type MenuLanguage,
  type NameTranslations,
} from '@suavez/shared/domain/menu-translations';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { OptionGroupDraft } from '../utils/option-group-drafts';
import { menuLanguageLabels } from '../utils/translations-draft';
import { LanguageLegend } from './translations-fields';

/** A name's translation set to `text` in `language` (a blank one removed). */
function withName(translations: NameTranslations | undefined, language: MenuLanguage, text: string) {
  const next: NameTranslations = { ...translations };
  if (text === '') delete next[language];
  else next[language] = { name: text };
  return next;
}

export interface OptionTranslationsFieldsProps {
  group: OptionGroupDraft;
  onChange: (changes: Partial<OptionGroupDraft>) => void;
}

/**
 * A group's 'Outros idiomas': the group's and each option's name in Spanish and English (rules.md §16),
 * folded until opened; 'Copiar do português' starts the empty ones from the Portuguese names.
 */
export function OptionTranslationsFields({ group, onChange }: OptionTranslationsFieldsProps) {
  const id = useId();
  const filled =
    (group.translations ? Object.keys(group.translations).length : 0) +
    group.options.reduce((sum, option) => sum + Object.keys(option.translations ?? {}).length, 0);
  const [isOpen, setOpen] = useState(filled > 0);
  const label = group.name.trim() || 'do grupo';
  const copy = (language: MenuLanguage) =>
    onChange({
      translations: group.translations?.[language]?.name
        ? group.translations
        : withName(group.translations, language, group.name.trim()),
      options: group.options.map((option) =>
        option.translations?.[language]?.name
          ? option
          : { ...option, translations: withName(option.translations, language, option.name.trim()) },
      ),
    });
  return (
    <div className="mb-2">
      <Button
        variant="link"
        size="sm"
        className="p-0 text-decoration-none"
        aria-expanded={isOpen}
        aria-controls={`${id}-campos`}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? '▾' : '▸'} Outros idiomas<span className="visually-hidden"> de {label}</span>
        {filled > 0 ? ` (${filled})` : ''}
      </Button>
      <div id={`${id}-campos`} hidden={!isOpen} className="mt-1">
        {MENU_LANGUAGES.map((language) => {
          const languageLabel = menuLanguageLabels[language].toLowerCase();
          return (
            <fieldset key={language} className="mb-2">
              <LanguageLegend
                language={language}
                className="small fw-semibold mb-0 w-auto"
                copyLabel={`Copiar do português para o ${languageLabel} (grupo ${label})`}
                onCopy={() => copy(language)}
              />
              <div className="d-flex flex-wrap gap-2">
                <Form.Group controlId={`${id}-${language}-grupo`} style={{ minWidth: '10rem' }}>
                  <Form.Label className="small mb-0">Grupo em {languageLabel}</Form.Label>
                  <Form.Control
                    size="sm"
                    lang={language}
                    maxLength={80}
                    value={group.translations?.[language]?.name ?? ''}
                    placeholder={group.name}
                    onChange={(e) =>
                      onChange({ translations: withName(group.translations, language, e.target.value) })
                    }
                  />
                </Form.Group>
                {group.options.map((option, at) => (
                  <Form.Group
                    key={option.key}
                    controlId={`${id}-${language}-o${option.key}`}
                    style={{ minWidth: '8rem' }}
                  >
                    <Form.Label className="small mb-0">
                      {option.name.trim() || `Opção ${at + 1}`} em {languageLabel}
                    </Form.Label>
                    <Form.Control
                      size="sm"
                      lang={language}
                      maxLength={80}
                      value={option.translations?.[language]?.name ?? ''}
                      placeholder={option.name}
                      onChange={(e) =>
                        onChange({
                          options: group.options.map((o, i) =>
                            i === at
                              ? { ...o, translations: withName(o.translations, language, e.target.value) }
                              : o,
                          ),
                        })
                      }
                    />
                  </Form.Group>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}
