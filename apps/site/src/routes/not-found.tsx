import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { StatusPage } from '../components/StatusPage';
import { contentSource } from '../contentSource.server';
import { pageHead } from '../head/meta';

export async function loader({ context }: LoaderFunctionArgs) {
  return (await contentSource(context).page('errors')).notFound;
}

export const meta = pageHead('*');

export default function NotFoundPage() {
  const content = useLoaderData<typeof loader>();
  return <StatusPage content={content} />;
}
