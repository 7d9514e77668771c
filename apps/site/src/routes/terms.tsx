import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { LegalPage } from '../components/LegalPage';
import { contentSource } from '../contentSource.server';
import { headFor } from '../head/meta';

export function loader({ context }: LoaderFunctionArgs) {
  return contentSource(context).page('termsOfUse');
}

export const meta = () => headFor('/terms');

export default function TermsPage() {
  const document = useLoaderData<typeof loader>();
  return <LegalPage document={document} />;
}
