// The signed-in preload script (scripts/vite-signed-in-preload.mjs), run against a small stand-in of the page.
import { describe, expect, it } from 'vitest';
import { preloadScript } from './vite-signed-in-preload.mjs';

const files = {
  base: '/',
  modules: ['assets/App-1.js', 'assets/shell-libraries-2.js'],
  styles: ['assets/theme-3.css'],
  texts: {
    'user:zh-TW': ['assets/parts-tw.js', 'assets/console-tw.js'],
    'user:zh-CN': ['assets/parts-cn.js', 'assets/console-cn.js'],
    'user:en': ['assets/parts-en.js', 'assets/console-en.js'],
    'client:zh-TW': ['assets/client-parts-tw.js', 'assets/client-tw.js'],
  },
};

/** What the warm-up workers the script starts were asked, each: its script's text and the messages posted to it. */
let workers: { source: Blob; messages: unknown[]; answer: () => void }[] = [];
/** How many links each of the script's tasks added (those that added any). */
let groups: number[] = [];
/** The page's global object as the script left it. */
let page: { parapetFormatsReady?: Promise<void> } = {};

/** The links the script adds on a page at `path` with these cookies and stored language. */
function run(path: string, cookie: string, lang: string | null = null, input = files, present: string[] = []) {
  type Link = { rel: string; href: string; as?: string; crossOrigin?: string };
  const links: Link[] = [];
  const fragment: Link[] = [];
  const document = {
    cookie,
    createElement: () => ({}) as Link,
    createDocumentFragment: () => ({ appendChild: (link: Link) => fragment.push(link) }),
    head: { appendChild: (part: unknown) => part && links.push(...fragment.splice(0)) },
    querySelector: (selector: string) => links.find((link) => selector === `link[href="${link.href}"]`) ?? present.find((href) => selector === `link[href="${href}"]`) ?? null,
  };
  const localStorage = { getItem: (key: string) => (key === 'lang' ? lang : null) };
  workers = [];
  const blobs: Blob[] = [];
  // The script's later tasks (its groups of links after the first, the worker), run in order once it has run.
  const tasks: (() => void)[] = [];
  const setTimeout = (task: () => void) => tasks.push(task);
  const URL = { createObjectURL: (blob: Blob) => `blob:${blobs.push(blob) - 1}`, revokeObjectURL: () => undefined };
  class Worker {
    readonly messages: unknown[] = [];
    onmessage: (() => void) | undefined;
    terminate() {}
    constructor(url: string) {
      workers.push({ source: blobs[Number(url.slice('blob:'.length))]!, messages: this.messages, answer: () => this.onmessage?.() });
    }
    postMessage(message: unknown) {
      this.messages.push(message);
    }
  }
  page = {};
  new Function('location', 'document', 'localStorage', 'Worker', 'URL', 'setTimeout', 'window', preloadScript(input))({ pathname: path }, document, localStorage, Worker, URL, setTimeout, page);
  groups = links.length ? [links.length] : [];
  for (let task = tasks.shift(); task; task = tasks.shift()) {
    const before = links.length;
    task();
    if (links.length > before) groups.push(links.length - before);
  }
  return links;
}

describe('signed-in preload', () => {
  it('asks for the console’s first files and the texts of the stored language on a signed-in page', () => {
    const links = run('/user/dashboard', 'theme=dark; u_accessToken=abc; u_tokenType=Bearer', 'zh_CN');
    // The texts first: the table of the screens' parts, then the shell's part.
    expect(links.map(({ rel, href, as }) => [rel, href, as])).toEqual([
      ['modulepreload', '/assets/parts-cn.js', undefined],
      ['modulepreload', '/assets/console-cn.js', undefined],
      ['modulepreload', '/assets/App-1.js', undefined],
      ['modulepreload', '/assets/shell-libraries-2.js', undefined],
      ['preload', '/assets/theme-3.css', 'style'],
    ]);
    // A few at a time, each group in a task of its own.
    expect(groups).toEqual([4, 1]);
    // As the console's own links: what was fetched here is what the console then uses.
    expect(links.every((link) => link.crossOrigin === '')).toBe(true);
  });

  it('adds the links four at a time, each group in a task of its own, in order', () => {
    const modules = Array.from({ length: 12 }, (_, index) => `assets/chunk-${index}.js`);
    const links = run('/user/dashboard', 'u_accessToken=abc', null, { ...files, modules });
    expect(groups).toEqual([4, 4, 4, 3]);
    expect(links.map((link) => link.href)).toEqual(['/assets/parts-tw.js', '/assets/console-tw.js', ...modules.map((file) => `/${file}`), '/assets/theme-3.css']);
    expect(workers).toHaveLength(1);
  });

  it('leaves out the files the page has asked for already', () => {
    const links = run('/user/dashboard', 'u_accessToken=abc', null, files, ['/assets/console-tw.js', '/assets/App-1.js']);
    expect(links.map((link) => link.href)).toEqual(['/assets/parts-tw.js', '/assets/shell-libraries-2.js', '/assets/theme-3.css']);
  });

  it('has a worker set up the stored language’s formats, which answers once they are made', async () => {
    run('/user/dashboard', 'u_accessToken=abc', 'zh_CN');
    expect(workers).toHaveLength(1);
    expect(workers[0]!.messages).toEqual(['zh-CN']);
    // The worker's global scope: its script sets `onmessage` on it.
    const scope: { onmessage: ((event: { data: unknown }) => void) | undefined } = { onmessage: undefined };
    const answers: unknown[] = [];
    new Function('self', 'postMessage', `with (self) { ${await workers[0]!.source.text()} }`)(scope, (answer: unknown) => answers.push(answer));
    scope.onmessage!({ data: 'zh-CN' });
    expect(answers).toEqual(['zh-CN']);
    // The page's own warm-up waits for the worker's answer (src/i18n: warmLocaleFormats).
    let ready = false;
    void page.parapetFormatsReady!.then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    workers[0]!.answer();
    await page.parapetFormatsReady;
    expect(ready).toBe(true);
    run('/user/dashboard', 'u_accessToken=abc');
    expect(workers[0]!.messages).toEqual(['zh-TW']);
  });

  it('takes the default language’s texts when none is stored', () => {
    expect(run('/user/sitesManagement/sitesList', 'u_accessToken=abc').map((link) => link.href)).toContain('/assets/console-tw.js');
  });

  it('asks for the texts of the page’s console only', () => {
    const hrefs = run('/client/sitesManagement/sitesList', 'c_accessToken=abc').map((link) => link.href);
    expect(hrefs).toEqual(expect.arrayContaining(['/assets/client-parts-tw.js', '/assets/client-tw.js']));
    expect(hrefs).not.toContain('/assets/console-tw.js');
    expect(hrefs).not.toContain('/assets/parts-tw.js');
  });

  it('asks for nothing on a sign-in page, without the console’s own cookie, or outside the consoles', () => {
    expect(run('/user/login', 'u_accessToken=abc')).toEqual([]);
    expect(run('/user/login/verifyAccount', 'u_accessToken=abc')).toEqual([]);
    // Another console's session does not count, nor a cookie whose name only ends like the console's.
    expect(run('/client/dashboard', 'u_accessToken=abc; xc_accessToken=abc')).toEqual([]);
    expect(run('/404', 'u_accessToken=abc')).toEqual([]);
    expect(run('/', 'u_accessToken=abc')).toEqual([]);
    expect(workers).toEqual([]);
    expect(page.parapetFormatsReady).toBeUndefined();
  });
});
