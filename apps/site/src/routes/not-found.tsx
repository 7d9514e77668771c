import { useLoaderData } from 'react-router';
import { StatusPage } from '../components/StatusPage';
import { notFound } from '../content/errors';
import { headFor } from '../head/meta';

export function loader() {
  return notFound;
}

export const meta = () => headFor('*');

export default function NotFoundPage() {
  const content = useLoaderData<typeof loader>();
  return <StatusPage content={content} />;
}
