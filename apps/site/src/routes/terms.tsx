import { LegalDocumentPage } from '../components/LegalPage';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';

export const loader = pageLoader('termsOfUse');

export const meta = pageHead('/terms');

export default LegalDocumentPage;
