'use client';
// At the top of a trip page's (or the privacy notice's) form in French or Arabic: which translated
// fields are still empty in that language, so visitors read them in English (ADR 0112). The list
// follows the form as the editor types. In English it shows nothing.
import { useAllFormFields, useConfig, useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui';
import type { ClientField } from 'payload';
import { useEffect, useState } from 'react';

type Doc = Record<string, unknown>;
interface Translatable {
  path: string;
  label: string;
}

const labelOf = (field: { name: string; label?: unknown }) =>
  typeof field.label === 'string' && field.label ? field.label : field.name.charAt(0).toUpperCase() + field.name.slice(1);

/** The translated text fields that have English words, by form path (array rows included) and label. */
function translatable(fields: ClientField[], english: Doc | undefined, prefix = '', labels: string[] = [], out: Translatable[] = []): Translatable[] {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) translatable(tab.fields, english?.[tab.name] as Doc, `${prefix}${tab.name}.`, labels, out);
        else translatable(tab.fields, english, prefix, labels, out);
      }
    } else if (field.type === 'row' || field.type === 'collapsible') {
      translatable(field.fields, english, prefix, labels, out);
    } else if ('name' in field && field.name) {
      const path = `${prefix}${field.name}`;
      const value = english?.[field.name];
      const label = labelOf(field);
      if (field.type === 'group') translatable(field.fields, value as Doc, `${path}.`, [...labels, label], out);
      else if (field.type === 'array' && Array.isArray(value))
        value.forEach((row: Doc, i) => translatable(field.fields, row, `${path}.${i}.`, [...labels, `${label} ${i + 1}`], out));
      else if (field.localized && (field.type === 'text' || field.type === 'textarea') && typeof value === 'string' && value.trim())
        out.push({ path, label: [...labels, label].join(' › ') });
    }
  }
  return out;
}

const MESSAGES = {
  en: {
    title: 'Translation',
    missing: (n: number, language: string) =>
      `${n === 1 ? '1 field is' : `${n} fields are`} not yet translated into ${language}: visitors reading ${language} see the English text there.`,
    done: (language: string) => `Every translated field has its ${language} text.`,
  },
  fr: {
    title: 'Traduction',
    missing: (n: number, language: string) =>
      `${n === 1 ? '1 champ n’est' : `${n} champs ne sont`} pas encore traduit${n === 1 ? '' : 's'} en ${language} : les visiteurs qui lisent en ${language} y voient le texte anglais.`,
    done: (language: string) => `Chaque champ traduisible a son texte en ${language}.`,
  },
};

export function UntranslatedFields() {
  const { code } = useLocale();
  const { id, collectionSlug, globalSlug } = useDocumentInfo();
  const { config, getEntityConfig } = useConfig();
  const { i18n } = useTranslation();
  const [fields] = useAllFormFields();
  const [english, setEnglish] = useState<Doc>();
  const isDefault = !config.localization || code === config.localization.defaultLocale;

  useEffect(() => {
    if (isDefault || (collectionSlug && id === undefined)) return;
    const where = collectionSlug ? `${collectionSlug}/${id}` : `globals/${globalSlug}`;
    const controller = new AbortController();
    fetch(`${config.serverURL}${config.routes.api}/${where}?locale=en&depth=0&draft=true`, { credentials: 'include', signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<Doc>) : undefined))
      .then(setEnglish)
      .catch(() => undefined);
    return () => controller.abort();
  }, [isDefault, collectionSlug, globalSlug, id, config.serverURL, config.routes.api]);

  if (isDefault || !english) return null;
  const entity = collectionSlug ? getEntityConfig({ collectionSlug }) : getEntityConfig({ globalSlug: globalSlug! });
  const missing = translatable(entity?.fields ?? [], english).filter(({ path }) => {
    const value = fields[path]?.value;
    return typeof value !== 'string' || value.trim() === '';
  });
  const messages = i18n.language === 'fr' ? MESSAGES.fr : MESSAGES.en;
  const language = new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code;
  return (
    <section
      role="status"
      aria-label={messages.title}
      style={{
        marginBottom: 'var(--base)',
        padding: 'calc(var(--base) / 2) var(--base)',
        borderRadius: 'var(--style-radius-s)',
        border: `1px solid var(${missing.length ? '--theme-warning-500' : '--theme-success-500'})`,
        background: `var(${missing.length ? '--theme-warning-100' : '--theme-success-100'})`,
      }}
    >
      {missing.length ? (
        <>
          <p style={{ margin: 0, fontWeight: 600 }}>{messages.missing(missing.length, language)}</p>
          <ul style={{ margin: 'calc(var(--base) / 4) 0 0', paddingInlineStart: 'var(--base)', columns: '18rem' }}>
            {missing.map(({ path, label }) => (
              <li key={path}>{label}</li>
            ))}
          </ul>
        </>
      ) : (
        <p style={{ margin: 0 }}>{messages.done(language)}</p>
      )}
    </section>
  );
}
