/**
 * zod 4 compiles object parsers with `new Function` when the page allows it, and finds out by trying
 * once, as the first schema is built. Under our Content-Security-Policy (script-src 'self', no
 * 'unsafe-eval') that try is refused and reported as a violation, which Lighthouse counts against
 * best practices. Without compiling (`jitless`) there is no try, and the interpreter is quick
 * enough for our responses.
 *
 * Set through the global object zod reads its settings from, so that this module needs no zod: it
 * runs with the app's first download (boot/app.tsx, auth/public-session.tsx), before any chunk with zod
 * and the contracts' schemas arrives.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
