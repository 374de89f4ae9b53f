// Saves what the console made (a CSV, a rule or dashboard file, a certificate chain, a domain list) as a download:
// a link to an object URL, clicked once, the URL released after the browser has taken it.
export function saveFile(content: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name of a download, from its Content-Disposition header (RFC 6266, with RFC 5987 `filename*`). */
export function filenameFrom(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = header.match(/filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // Fall back to the plain parameter.
    }
  }
  const quoted = header.match(/filename\s*=\s*"((?:[^"\\]|\\.)*)"/i);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1') || null;
  const bare = header.match(/filename\s*=\s*([^;\s]+)/i);
  return bare?.[1] ?? null;
}
