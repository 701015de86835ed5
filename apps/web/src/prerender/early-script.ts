import { SHORTCUT_LETTERS } from "@/features/shell/keyboard-shortcuts";

/** The `<template>` holding the offline screen's first paint (apps/server web-document puts it in). */
export const OFFLINE_TEMPLATE_ID = "offline-screen";

/** The service worker's URL (the build writes it at the root, so that its scope is the whole shop). */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * The first script of every document, in its head (apps/server web-document.ts), so that a page is ready
 * the moment it is shown, before the app's scripts have run:
 * - a click on a button of the painted page and a Ctrl+Shift shortcut are kept, and replayed once the
 *   app has taken over (`window.__takeOver`, app/take-over.ts): the button the app renders with the
 *   same name is clicked, the key is pressed again. Links are real links and navigate on their own.
 * - going offline before the app runs shows the offline screen of the template (its texts are the
 *   app's, prerendered), and coming back reloads the page a second later (R-STATES online status).
 * - outside the app wrapper, the service worker is registered once the page has loaded.
 * Kept small by hand: it is in every page's HTML.
 */
export const EARLY_SCRIPT = [
  "(()=>{const w=window,d=document,kept=[];let shown=0,painted;",
  "const nameOf=(b)=>b.getAttribute('aria-label')||b.textContent;",
  // The painted markup, taken when the document is parsed, before the app can have rendered: a button
  // the app rendered (between its first commit and its effects) already works and is not kept.
  "const paintedNodes=()=>(painted??=[...(d.getElementById('root')?.children??[])]);",
  "d.addEventListener('DOMContentLoaded',()=>paintedNodes());",
  "const click=(e)=>{const b=e.target.closest&&e.target.closest('button');",
  "if(b&&paintedNodes().some((n)=>n.contains(b))){e.preventDefault();kept.push([0,nameOf(b)])}};",
  `const key=(e)=>{if(e.ctrlKey&&e.shiftKey&&${JSON.stringify(SHORTCUT_LETTERS)}.includes(e.code.replace('Key',''))){`,
  "e.preventDefault();kept.push([1,{key:e.key,code:e.code,ctrlKey:true,shiftKey:true,bubbles:true,cancelable:true}])}};",
  "d.addEventListener('click',click,true);w.addEventListener('keydown',key,true);",
  "w.__takeOver=()=>{w.__takeOver=null;d.removeEventListener('click',click,true);w.removeEventListener('keydown',key,true);",
  "for(const[k,a]of kept){if(k)w.dispatchEvent(new KeyboardEvent('keydown',a));",
  "else [...d.querySelectorAll('#root button')].find((b)=>nameOf(b)===a)?.click()}};",
  `const offline=()=>{const t=d.getElementById(${JSON.stringify(OFFLINE_TEMPLATE_ID)}),r=d.getElementById('root');`,
  "if(w.__takeOver&&t&&r){r.replaceChildren(t.content.cloneNode(true));shown=1}};",
  "w.addEventListener('offline',offline);d.addEventListener('DOMContentLoaded',()=>navigator.onLine||offline());",
  "w.addEventListener('online',()=>{if(shown&&w.__takeOver)setTimeout(()=>location.reload(),1e3)});",
  "w.addEventListener('load',()=>w.mobileAppDetails||",
  `navigator.serviceWorker?.register(${JSON.stringify(SERVICE_WORKER_URL)}).catch(()=>{}))})()`,
].join("");
