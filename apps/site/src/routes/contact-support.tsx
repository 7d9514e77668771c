import { pageHead } from '../head/meta';
import SupportPage, { loader } from './support';

// The same screen as /support, reached from the FAQ and the help centre.
export { loader };

export const meta = pageHead('/contact-support');

export default SupportPage;
