import { useLoaderData } from 'react-router';
import { StatusPage } from '../components/StatusPage';
import { contentLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';

export const loader = contentLoader(async (content) => (await content.page('errors')).notFound);

// The 404 page of the address's language (`/hi/…` shows Hindi's), titled and described in its
// words: the route table's title is the default language's only.
export const meta = pageHead<typeof loader>('*', ({ data }) =>
  data ? { title: data.title, description: data.message } : {},
);

export default function NotFoundPage() {
  const content = useLoaderData<typeof loader>();
  return <StatusPage content={content} />;
}
