// Vite plugin (build only): a signed-in page asks for the console's code and texts as soon as the page starts
// (issue 29). Without it the console's second wave of files (the router and query libraries, the shell, the
// console's texts) was only asked for once the entry and its imports had arrived and run: on a phone's network
// more than a second in which the line stood idle. A small classic script (no imports, `async`: it does not
// hold up the page) adds <link rel="modulepreload"> for those files when the page is a signed-in one: a console
// path that is not its sign-in page, with that console's access cookie. The sign-in page loads nothing more.
// The files are the build's own (their hashed names), the texts those of the language the reader chose.
import { createHash } from 'node:crypto';

/** The modules whose chunks, static imports and styles a signed-in page needs before its first render. */
const FIRST_WAVE = [
  /src\/app\/App\.tsx$/,
  /src\/app\/shell\/AreaShell\.tsx$/,
  /src\/app\/early-code\.ts$/,
  /src\/app\/early-requests\.ts$/,
  // The stages main.tsx imports before the console (their own small entry files, and the chunks those import).
  /src\/app\/theme\.ts$/,
  /src\/services\/query-client\.ts$/,
];
/**
 * A console's texts in a language: `locales/<locale>/console.po?area=<console>`, its shell's part, and `…&parts`, the
 * table of its screens' parts (scripts/vite-console-texts.mjs).
 */
const CONSOLE_TEXTS = /locales\/([\w-]+)\/console\.po\?area=(\w+)(&parts)?$/;

/**
 * The warm-up worker's text: the date, time, number and plural formats the console uses first (src/i18n/format.ts,
 * warmLocaleFormats in src/i18n/index.ts), in the reader's language; it answers once they are made.
 */
const INTL_WARM_WORKER = `onmessage = function (event) {
  var locale = event.data;
  try {
    var date = { year: 'numeric', month: 'numeric', day: 'numeric' };
    new Intl.DateTimeFormat(locale, date).format(0);
    new Intl.DateTimeFormat(locale, Object.assign({ hour: 'numeric', minute: 'numeric', second: 'numeric' }, date)).format(0);
    new Intl.NumberFormat(locale).format(1);
    new Intl.PluralRules(locale).select(1);
  } catch (e) {}
  postMessage(locale);
};`;

/**
 * The script's text: the files to ask for, the texts' files per console and language (`user:zh-TW`: the table of the
 * screens' parts, then the shell's part), the consoles' cookies.
 */
export function preloadScript({ base, modules, styles, texts }) {
  const data = JSON.stringify({ base, modules, styles, texts });
  return `(function () {
  var d = ${data};
  var m = /^\\/(admin|client|user)\\/(.*)$/.exec(location.pathname);
  if (!m || /^login(\\/|$)/.test(m[2]) || document.cookie.split('; ').every(function (c) { return c.indexOf(m[1].charAt(0) + '_accessToken=') !== 0; })) return;
  var lang = null;
  try { lang = localStorage.getItem('lang'); } catch (e) {}
  var text = d.texts[m[1] + ':' + (lang || 'zh_TW').replace('_', '-')] || d.texts[m[1] + ':zh-TW'];
  // The links go in a few at a time, each group in a task of its own after the script's (issue 29): all at once, adding
  // them was a task of 100-280 ms under Lighthouse's 4x phone (each link starts its request there and then); a group of
  // five took 20-100 ms, of four less. Within a group they go in together: each one added to the head on its own cost
  // the page a style check.
  function add(links, rel, file, as) {
    // The console's entry may have run first and asked for the file itself (Vite's preload of its imports' files).
    if (document.querySelector('link[href="' + d.base + file + '"]')) return;
    var link = document.createElement('link');
    link.rel = rel;
    link.href = d.base + file;
    // As the console's own module and style links are (anonymous CORS): the browser then uses what it fetched here.
    link.crossOrigin = '';
    if (as) link.as = as;
    links.appendChild(link);
  }
  // The texts first: the table of the screens' parts is what the screen's part waits for (a kilobyte).
  var queue = (text || []).concat(d.modules).map(function (file) { return ['modulepreload', file]; })
    .concat(d.styles.map(function (file) { return ['preload', file, 'style']; }));
  function group() {
    var links = document.createDocumentFragment();
    queue.splice(0, 4).forEach(function (link) { add(links, link[0], link[1], link[2]); });
    document.head.appendChild(links);
    if (queue.length) setTimeout(group, 0);
  }
  // The browser's first number or date format of a page loads the language data of its date, number and plural formats
  // (ICU's), once per page's process: 40-300 ms on the page's main thread under Lighthouse's 4x phone, the longest task
  // left of a signed-in start (issue 29). Done first by a worker, on another core, the page's own first formats then
  // cost a millisecond or two: what ICU loads is kept for the whole process. The worker takes a while to start and
  // answer (0.5-1 s here), and a format made on the page meanwhile waits for it and pays as much, so the page's own
  // warm-up of its formats (warmLocaleFormats, src/i18n) waits for \`parapetFormatsReady\`. Started first, in the task
  // after the script's (reading the cookies and the stored language is one of 20-50 ms already), before the links.
  function warm() {
    try {
      var url = URL.createObjectURL(new Blob([${JSON.stringify(INTL_WARM_WORKER)}], { type: 'text/javascript' }));
      var worker = new Worker(url);
      window.parapetFormatsReady = new Promise(function (resolve) {
        worker.onmessage = worker.onerror = function () {
          worker.terminate();
          URL.revokeObjectURL(url);
          resolve();
        };
      });
      worker.postMessage((lang || 'zh_TW').replace('_', '-'));
    } catch (e) {}
  }
  setTimeout(warm, 0);
  setTimeout(group, 0);
})();
`;
}

export function signedInPreload() {
  let base = '/';
  let fileName = null;
  return {
    name: 'parapet-signed-in-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // What the entry loads anyway (its static imports) is not asked for twice.
      const closure = (chunk, into) => {
        if (!chunk || into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const imported of chunk.imports) closure(byFile.get(imported), into);
        return into;
      };
      const loaded = closure(entry, new Set());
      const wanted = new Set();
      // Every chunk a first-wave module is the face of (a module imported both dynamically and statically has two).
      const firsts = FIRST_WAVE.map((pattern) => chunks.filter((chunk) => chunk.facadeModuleId && pattern.test(chunk.facadeModuleId)));
      if (firsts.some((found) => !found.length)) throw new Error(`signed-in preload: a first-wave module has no chunk of its own (${FIRST_WAVE.filter((_, i) => !firsts[i].length).join(', ')})`);
      for (const chunk of firsts.flat()) closure(chunk, wanted);
      const modules = [...wanted].filter((file) => !loaded.has(file));
      const stylesOf = (files) => new Set([...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
      const loadedStyles = stylesOf(loaded);
      const styles = [...stylesOf(wanted)].filter((file) => !loadedStyles.has(file));
      const texts = {};
      for (const chunk of chunks) {
        const [, locale, area, table] = (chunk.facadeModuleId && CONSOLE_TEXTS.exec(chunk.facadeModuleId)) || [];
        if (!locale) continue;
        const files = (texts[`${area}:${locale}`] ??= []);
        if (table) files.unshift(chunk.fileName);
        else files.push(chunk.fileName);
      }
      const incomplete = Object.entries(texts).filter(([, files]) => files.length !== 2);
      if (incomplete.length) throw new Error(`signed-in preload: ${incomplete.map(([key]) => key).join(', ')} lack the shell's part or the table of the screens' parts`);
      if (Object.keys(texts).length === 0) throw new Error('signed-in preload: no console catalogue chunk (locales/*/console.po?area=*) in the build');
      const source = preloadScript({ base, modules, styles, texts });
      fileName = `assets/signed-in-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!fileName) return undefined;
        return [{ tag: 'script', attrs: { async: true, src: `${base}${fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
