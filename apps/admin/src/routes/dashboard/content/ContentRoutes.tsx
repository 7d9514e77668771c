import type { Role } from '@studio/contracts';
import { useParams } from 'react-router-dom';
import NotFoundScreen from '../../NotFoundScreen';
import { ContentEditorSection } from './ContentEditorSection';
import { ContentListSection } from './ContentListSection';
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
