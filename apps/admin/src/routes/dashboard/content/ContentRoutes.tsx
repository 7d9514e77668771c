import { DEFAULT_LOCALE, isLocale, type Role } from '@studio/contracts';
import { useParams } from 'react-router-dom';
import NotFoundScreen from '../../NotFoundScreen';
import { ContentEditorSection } from './ContentEditorSection';
import { ContentListSection } from './ContentListSection';
import { NewTranslationForm } from './NewTranslationForm';
import { isContentType } from './contentTypes';

/** `content/:type` and `content/:type/:id`; an unknown type is a 404. */
export function ContentTypeRoute({ role }: { role: Role }) {
  const { type = '', id } = useParams();
  if (!isContentType(type)) return <NotFoundScreen />;
  return id ? (
    <ContentEditorSection key={`${type}/${id}`} role={role} type={type} id={id} />
  ) : (
    <ContentListSection key={type} role={role} type={type} />
  );
}

/** `content/:type/:id/translate/:locale`: a new translation of the entry `:id`. */
export function NewTranslationRoute({ role }: { role: Role }) {
  const { type = '', id = '', locale } = useParams();
  if (!isContentType(type) || !isLocale(locale) || locale === DEFAULT_LOCALE)
    return <NotFoundScreen />;
  return (
    <NewTranslationForm
      key={`${type}/${id}/${locale}`}
      role={role}
      type={type}
      sourceId={id}
      locale={locale}
    />
  );
}
