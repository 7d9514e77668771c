import type { MetaFunction } from 'react-router';
import { headFor, siteHeadOf } from '../head/meta';
import SupportPage, { loader } from './support';

// The same screen as /support, reached from the FAQ and the help centre.
export { loader };

export const meta: MetaFunction = ({ matches }) => headFor(siteHeadOf(matches), '/contact-support');

export default SupportPage;
