import { LegalDocumentPage } from '../components/LegalPage';
import { pageLoader } from '../contentSource.server';
import { pageHead } from '../head/meta';

export const loader = pageLoader('legalInformation');

export const meta = pageHead('/legal');

export default LegalDocumentPage;
