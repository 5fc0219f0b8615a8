import { expect, type APIRequestContext } from '@playwright/test';

const headers = { 'x-requested-with': 'fetch' };

/** Calls an operation as the page's session would, and expects it to succeed. */
export async function call(
  request: APIRequestContext,
  name: string,
  data: object,
): Promise<{ Item: unknown; [field: string]: unknown }> {
  const response = await request.post(`/api/${name}`, { data, headers });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
  return (await response.json()) as { Item: unknown };
}
