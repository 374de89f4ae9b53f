// Whether an address is a screen's, in react-router's route syntax as the screens write it (literal segments,
// `:param`, `:param?`), matched whole and case-insensitive as react-router's matchPath does with `end: true`.
// early-code.ts asks for a signed-in page's screen code with it while react-router itself (in the 95 kB
// shell-libraries chunk) is still on its way: waiting for that chunk to match the address held the screen's code
// back by the chunk's whole download on a slow phone (issue 29). route-match.test.ts checks it against matchPath.
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let at = 0;
  for (const segment of want) {
    if (segment.startsWith(':')) {
      if (at < have.length) at++;
      else if (!segment.endsWith('?')) return false;
    } else if (at < have.length && have[at].toLowerCase() === segment.toLowerCase()) at++;
    else return false;
  }
  return at === have.length;
}
