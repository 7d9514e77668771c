import { useLoaderData } from 'react-router';
import { LegalPage } from '../components/LegalPage';
import { cookiePolicy } from '../content/legal';
import { headFor } from '../head/meta';

export function loader() {
  return cookiePolicy;
}

export const meta = () => headFor('/cookies');

export default function CookiesPage() {
  const document = useLoaderData<typeof loader>();
  return <LegalPage document={document} />;
}
