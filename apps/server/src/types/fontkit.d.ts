/** The one call of fontkit the reports use (pdfkit's own dependency; it ships no types). */
declare module 'fontkit' {
  export type Font = { layout(text: string, features?: Record<string, boolean>): unknown };
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
