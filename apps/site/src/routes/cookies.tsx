import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { LegalDocumentPage } from '../components/LegalPage';
import { contentSource } from '../contentSource.server';
import { headFor, siteHeadOf } from '../head/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return contentSource(context).page('cookiePolicy');
}

export const meta: MetaFunction = ({ matches }) => headFor(siteHeadOf(matches), '/cookies');

export default LegalDocumentPage;
