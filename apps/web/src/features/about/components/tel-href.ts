/** A `tel:` link for a phone number as the company writes it ("042-000-0000" → "tel:0420000000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
