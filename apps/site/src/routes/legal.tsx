import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { LegalPage } from '../components/LegalPage';
import { contentSource } from '../contentSource.server';
import { headFor } from '../head/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return contentSource(context).page('legalInformation');
}

export const meta = () => headFor('/legal');

export default function LegalInformationPage() {
  const document = useLoaderData<typeof loader>();
  return <LegalPage document={document} />;
}
