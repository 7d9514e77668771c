import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { StatusPage } from '../components/StatusPage';
import { contentSource } from '../contentSource.server';
import { headFor, siteHeadOf } from '../head/meta';

export async function loader({ context }: LoaderFunctionArgs) {
  return (await contentSource(context).page('errors')).notFound;
}

export const meta: MetaFunction = ({ matches }) => headFor(siteHeadOf(matches), '*');

export default function NotFoundPage() {
  const content = useLoaderData<typeof loader>();
  return <StatusPage content={content} />;
}
