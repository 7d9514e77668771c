import { SiteSearchField } from '@studio/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import type { HeaderSearchWords } from '@studio/content/siteWords';
import { localizedPath } from '@studio/contracts/locales';
import { useLocale } from '../i18n/locale';
import type { HeaderSearchComboboxProps } from '../lazy/HeaderSearchCombobox';

type Combobox = (props: HeaderSearchComboboxProps) => ReactNode;

let combobox: Promise<Combobox> | undefined;
const loadCombobox = () =>
  (combobox ??= import('../lazy/HeaderSearchCombobox').then(
    (module) => module.HeaderSearchCombobox,
    (error: unknown) => {
      combobox = undefined;
      throw error;
    },
  ));

export interface HeaderSearchProps {
  className?: string;
  /** Its words in the page's language (the shell's, from the root's data). */
  words: HeaderSearchWords;
}

/**
 * The search box in the nav bar, in the page's language (its index, its search page: `/hi/search`
 * on a Hindi page). The page ships it as a plain form (`/search?q=…`), which works before
 * hydration and with scripts blocked; the combobox's code (downshift and the matching) loads on
 * the first sign of intent (pointer over the box, focus, a key or a touch) and takes over in the
 * same task as it reads what was typed meanwhile, so no key is lost.
 */
export function HeaderSearch({ className, words }: HeaderSearchProps) {
  const navigate = useNavigate();
  const locale = useLocale();
  const searchPath = localizedPath(locale, '/search');
  const input = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<{
    Combobox: Combobox;
    props: Pick<HeaderSearchComboboxProps, 'defaultQuery' | 'focus'>;
  }>();

  const onIntent = () => {
    if (loaded) return;
    loadCombobox().then(
      (Combobox) => {
        const box = input.current;
        if (!box) return;
        const focused = box.ownerDocument.activeElement === box;
        const value = box.value;
        flushSync(() =>
          setLoaded({
            Combobox,
            props: {
              defaultQuery: value,
              focus: focused
                ? {
                    start: box.selectionStart ?? value.length,
                    end: box.selectionEnd ?? value.length,
                  }
                : null,
            },
          }),
        );
      },
      // Offline or a failed chunk: the plain form keeps working; the next intent tries again.
      () => undefined,
    );
  };

  // After hydration, Enter in the plain box opens the results on the client.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = input.current?.value.trim() ?? '';
    if (!query) return;
    if (input.current) input.current.value = '';
    void navigate(`${searchPath}?q=${encodeURIComponent(query)}`);
  };

  if (loaded)
    return (
      <loaded.Combobox className={className} words={words} locale={locale} {...loaded.props} />
    );
  return (
    <SiteSearchField
      className={className}
      size="sm"
      action={searchPath}
      label={words.searchLabel}
      placeholder={words.headerPlaceholder}
      inputRef={input}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
      onKeyDown={onIntent}
      onSubmit={onSubmit}
    />
  );
}
