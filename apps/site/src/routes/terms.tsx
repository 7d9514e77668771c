import { useLoaderData } from 'react-router';
import { LegalPage } from '../components/LegalPage';
import { termsOfUse } from '../content/legal';
import { headFor } from '../head/meta';

export function loader() {
  return termsOfUse;
}

export const meta = () => headFor('/terms');

export default function TermsPage() {
  const document = useLoaderData<typeof loader>();
  return <LegalPage document={document} />;
}
