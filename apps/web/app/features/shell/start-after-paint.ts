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

/** What deferModuleScripts writes in place of `rel="modulepreload"`: an inert link, keeping its href. */
export const DEFERRED_REL_ATTRIBUTE = "data-deferred-rel";
/** What deferModuleScripts writes in place of `type="module"`: a script type the browser does not run. */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/**
 * How long a visible page may go without a frame before its code loads anyway: a stylesheet that
 * never arrives would otherwise keep the page from ever becoming interactive.
 */
const NO_FRAME_FALLBACK_MS = 3_000;

/**
 * The inline script (it runs with the page's nonce). It copies the nonce onto what it creates:
 * under 'strict-dynamic' a script made by a trusted script runs, but a preload needs the nonce.
 * A tab opened in the background paints no frame, so its code loads at once.
 */
export function startAfterPaintScript(catalogueUrl: string): string {
  return `(function(catalogue){
var nonce=document.currentScript.nonce,started=false,head=document.head;
function link(rel,href,as){var l=document.createElement("link");l.rel=rel;l.href=href;l.nonce=nonce;if(as){l.as=as;l.crossOrigin="anonymous";}head.appendChild(l);}
function start(){if(started)return;started=true;
link("preload",catalogue,"fetch");
document.querySelectorAll("link[${DEFERRED_REL_ATTRIBUTE}]").forEach(function(d){link(d.getAttribute("${DEFERRED_REL_ATTRIBUTE}"),d.getAttribute("href"));});
document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function(d){var s=document.createElement("script");s.type="module";s.nonce=nonce;s.textContent=d.textContent;head.appendChild(s);});}
if(document.visibilityState==="hidden")start();
else{requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,${NO_FRAME_FALLBACK_MS});}
})(${JSON.stringify(catalogueUrl)});`;
}
