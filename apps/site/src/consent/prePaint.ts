import { CONSENT_KEY } from './consent';

/**
 * A classic inline script for the document's head: marks `<html data-consent="chosen">` when
 * the visitor already answered the cookie banner, which the shell's stylesheet uses to hide the
 * prerendered banner before first paint. It runs before any module script (and when those are
 * blocked). The build hashes it into each page's CSP with the framework's inline scripts.
 */
export const consentPrePaintScript = `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_KEY)});if(c==="accepted"||c==="declined")document.documentElement.setAttribute("data-consent","chosen")}catch(e){}`;
