import { useLoaderData } from 'react-router';
import { StatusPage } from '../components/StatusPage';
import { statusErrors, type StatusErrorPath } from '@studio/content/errors';
import { contentLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';

const isStatusPath = (path: string): path is StatusErrorPath => path in statusErrors;

/** One module for /500, /403 and /401: the path picks the code, title and message. */
export const loader = contentLoader(async (content, { request }) => {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const { status } = await content.page('errors');
  return status[isStatusPath(path) ? path : '/500'];
});

export const meta = pageHead<typeof loader>(({ location }) =>
  location.pathname.replace(/\/+$/, ''),
);

export default function StatusErrorPage() {
  const content = useLoaderData<typeof loader>();
  return <StatusPage content={content} />;
}
