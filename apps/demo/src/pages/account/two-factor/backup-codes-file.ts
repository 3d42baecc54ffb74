/** The text of the downloaded backup codes: a heading line, then one code a line. */
export function backupCodesFile(heading: string, codes: readonly string[]): string {
  return `${[heading, "", ...codes].join("\n")}\n`;
}

/** Offers `text` as a file download (a Blob URL, revoked once the click has been handled). */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
