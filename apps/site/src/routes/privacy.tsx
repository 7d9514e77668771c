import { useLoaderData } from 'react-router';
import { LegalPage } from '../components/LegalPage';
import { privacyPolicy } from '../content/legal';
import { headFor } from '../head/meta';

export function loader() {
  return privacyPolicy;
}

export const meta = () => headFor('/privacy');

export default function PrivacyPage() {
  const document = useLoaderData<typeof loader>();
  return <LegalPage document={document} />;
}
