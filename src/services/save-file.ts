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
