import { LegalDocumentPage } from '../components/LegalPage';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';

export const loader = pageLoader('cookiePolicy');

export const meta = pageHead('/cookies');

export default LegalDocumentPage;
