import { useLoaderData } from 'react-router';
import { StatusPage } from '../components/StatusPage';
import { contentLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';

export const loader = contentLoader(async (content) => (await content.page('errors')).notFound);

export const meta = pageHead('*');

export default function NotFoundPage() {
  const content = useLoaderData<typeof loader>();
  return <StatusPage content={content} />;
}
