import { useLoaderData } from 'react-router';
import { LegalPage } from '../components/LegalPage';
import { legalInformation } from '../content/legal';
import { headFor } from '../head/meta';

export function loader() {
  return legalInformation;
}

export const meta = () => headFor('/legal');

export default function LegalInformationPage() {
  const document = useLoaderData<typeof loader>();
  return <LegalPage document={document} />;
}
