/**
 * The colour scheme chosen in Settings (decision 036), applied before anything is drawn so a page never
 * flashes in the other scheme. It is the first thing in the head of every document, inline (a file of its
 * own was a request that held up the first paint), and the server's CSP allows exactly this text by its
 * SHA-256 hash: one script, not inline scripts in general (server/src/http/security-headers.ts).
 * Written by hand in the smallest portable form, since nothing compiles it.
 */
export const APPEARANCE_KEY = 'ladder_appearance';

export const THEME_SCRIPT =
  `try{var c=localStorage.getItem('${APPEARANCE_KEY}');` +
  `if(c==='light'||c==='dark')document.documentElement.dataset.theme=c}catch(e){}`;
