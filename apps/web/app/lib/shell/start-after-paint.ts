/**
 * The page's code loads after the browser has painted the server's HTML, not beside it.
 *
 * A server-rendered page shows everything it has without JavaScript, and hydration waits for the
 * first paint anyway. On a phone's network, though, some twenty module preloads requested with the
 * stylesheet share its bandwidth: the first paint waited for about 140 KB of scripts it does not
 * use. So the server leaves the document's module preloads and its inline module script inert
 * (entry.server's deferModuleScripts), and this small inline script turns them on in the frame after
 * the first paint, together with the preload of the page's translations that hydration needs.
 */

/**
 * What deferModuleScripts wraps each module preload in: a <template>, whose content the browser
 * parses but never fetches (a <link> without `rel` would do the same but is not valid HTML).
 */
export const DEFERRED_PRELOAD_ATTRIBUTE = "data-deferred-preload";
/** What deferModuleScripts writes in place of `type="module"`: a script type the browser does not run. */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/**
 * How long a visible page may go without a frame before its code loads anyway: a stylesheet that
 * never arrives would otherwise keep the page from ever becoming interactive.
 */
const NO_FRAME_FALLBACK_MS = 3_000;

/**
 * Preloads started in one task: a phone spends a few milliseconds on each (a module preload is a
 * fetch with its checks), and twenty at once made a task long enough to hold up a tap.
 */
const PRELOADS_PER_TASK = 4;

/**
 * The inline script (it runs with the page's nonce). It copies the nonce onto what it creates:
 * under 'strict-dynamic' a script made by a trusted script runs, but a preload needs the nonce.
 * The preloads go a few per task, then the entry module, which finds its chunks already on the way.
 * A tab opened in the background paints no frame, so its code loads at once.
 */
export function startAfterPaintScript(catalogueUrl: string): string {
  return `(function(catalogue){
var nonce=document.currentScript.nonce,started=false,head=document.head;
function link(rel,href,as){var l=document.createElement("link");l.rel=rel;l.href=href;l.nonce=nonce;if(as){l.as=as;l.crossOrigin="anonymous";}head.appendChild(l);}
function modules(){document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function(d){var s=document.createElement("script");s.type="module";s.nonce=nonce;s.textContent=d.textContent;head.appendChild(s);});}
function start(){if(started)return;started=true;
var deferred=document.querySelectorAll("template[${DEFERRED_PRELOAD_ATTRIBUTE}]"),next=0;
link("preload",catalogue,"fetch");
(function batch(){for(var n=0;n<${PRELOADS_PER_TASK}&&next<deferred.length;n++,next++){var d=deferred[next].content.firstElementChild;if(d)link(d.getAttribute("rel"),d.getAttribute("href"));}
if(next<deferred.length)setTimeout(batch,0);else modules();})();}
if(document.visibilityState==="hidden")start();
else{requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,${NO_FRAME_FALLBACK_MS});}
})(${JSON.stringify(catalogueUrl)});`;
}
