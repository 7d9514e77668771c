import { LegalDocumentPage } from '../components/LegalPage';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';

export const loader = pageLoader('privacyPolicy');

export const meta = pageHead('/privacy');

export default LegalDocumentPage;
