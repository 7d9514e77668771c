/**
 * The inline script a prerendered page runs in its `<head>`, before its modules arrive. Buttons,
 * tabs, switches and select triggers are plain markup until React hydrates them, and a form with
 * no `action` would submit natively to its own address, losing what was typed. From the first
 * byte until React takes over, this script:
 *
 * - queues every click on such a control, with the state the visitor saw (`aria-checked`);
 * - cancels every form submit and queues it (with the button that sent it);
 * - dims what is waiting (an injected style, so no attribute that React hydrates changes).
 *
 * `replayPreHydrationActions` runs the queue once the page has hydrated. Text needs no queue:
 * the fields keep it, and `usePreHydrationValue` hands it to React.
 *
 * React listens on its root container from the moment hydration starts and from then on
 * hydrates and dispatches early events itself, so the script stops queueing then: it sees the
 * `__reactContainer$…` property React puts on that container (the document, for a whole page).
 *
 * The text is fixed at build time: a page's CSP allows it by its SHA-256 hash, like the other
 * inline scripts the router writes.
 */
export const PRE_HYDRATION_QUEUE = '__preHydrationActions';

/** The id of the style element that dims controls waiting for the page. */
export const PRE_HYDRATION_STYLE_ID = 'pre-hydration-pending';

export const preHydrationScript = `(function(){
var d=document,w=window,sheet;w.${PRE_HYDRATION_QUEUE}=w.${PRE_HYDRATION_QUEUE}||[];
function reactHere(n){for(;n;n=n.parentNode){var k=Object.keys(n);for(var i=0;i<k.length;i++)if(k[i].indexOf('__reactContainer$')===0&&n[k[i]])return true}return false}
function path(el){var p=[];for(;el&&el.parentElement;el=el.parentElement){var i=1,s=el;while((s=s.previousElementSibling))i++;p.unshift('*:nth-child('+i+')')}return ':root>'+p.join('>')}
function hold(action,el){w.${PRE_HYDRATION_QUEUE}.push(action);
if(!sheet||!sheet.isConnected){sheet=d.createElement('style');sheet.id='${PRE_HYDRATION_STYLE_ID}';sheet.textContent='@keyframes pre-hydration-wait{50%{opacity:.45}}';d.head.appendChild(sheet)}
var p=path(el);sheet.textContent+=p+'{cursor:progress;opacity:.7;animation:pre-hydration-wait 1.2s ease-in-out infinite}@media (prefers-reduced-motion:reduce){'+p+'{animation:none}}'}
d.addEventListener('click',function(e){var t=e.target;if(reactHere(t))return;
var c=t&&t.closest&&t.closest('button,[role=tab],[role=switch],[role=checkbox],[role=combobox],[role=radio]');
if(!c||c.disabled||c.getAttribute('aria-disabled')==='true'||(c.type==='submit'&&c.form))return;
hold({type:'click',target:c,checked:c.getAttribute('aria-checked')},c)},true);
d.addEventListener('submit',function(e){var f=e.target;if(reactHere(f))return;e.preventDefault();
var q=w.${PRE_HYDRATION_QUEUE};for(var i=0;i<q.length;i++)if(q[i].type==='submit'&&q[i].target===f)return;
var s=e.submitter||null;hold({type:'submit',target:f,submitter:s},s||f)},true);
})();`;
