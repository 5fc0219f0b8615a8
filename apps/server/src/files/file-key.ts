/** Ids are server-made (random base64url), so they are safe as file names; checked anyway. */
const SAFE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** Where a file's contents sit in any store: `ab/abcdef…`, two-character folders keeping each small. */
export function fileKeyOf(id: string): string {
  if (!SAFE_ID.test(id)) throw new Error(`unsafe file id ${id}`);
  return `${id.slice(0, 2)}/${id}`;
}
