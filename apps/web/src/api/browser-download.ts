/**
 * Hands a same-origin file address to the browser's own downloader, as a click on a link with
 * `download` would (the server also answers it as an attachment, under its stored name).
 */
export function startBrowserDownload(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
