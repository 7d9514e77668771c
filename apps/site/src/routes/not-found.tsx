import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { StatusPage } from '../components/StatusPage';
import { contentSource } from '../contentSource.server';
import { headFor } from '../head/meta';

export async function loader({ context }: LoaderFunctionArgs) {
  return (await contentSource(context).page('errors')).notFound;
}

export const meta = () => headFor('*');

export default function NotFoundPage() {
  const content = useLoaderData<typeof loader>();
  return <StatusPage content={content} />;
}
