import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { personalOrder, placeOrder, signUpMember } from './support/orders';
import { signInStaff } from './support/staff';

// The injection gate of issue 24: what customers and staff type reaches pages as text, or as the
// sanitised HTML of a post, never as markup of its own. Each value below tries to run a script
// (setting window.__pwned) or to add an element; every page that shows it is checked for both.
// The CSP (security-headers.test.ts) would also stop inline scripts: here the pages' own escaping
// is what is checked, by the elements and attributes in the DOM, not by whether anything ran.

const tag = `x${Date.now().toString(36).slice(-5)}`;
const hostile = {
  text: `${tag}"><img src=x data-pwned onerror="window.__pwned=1"><script>window.__pwned=1</script>`,
  // for names (20 characters at most)
  short: `${tag}<i data-pwned>`,
  html: `<p>${tag} 본문</p><img src=x data-pwned onerror="window.__pwned=1"><script data-pwned>window.__pwned=1</script><a href="javascript:window.__pwned=1" data-pwned>링크</a><iframe data-pwned src="https://example.com"></iframe>`,
};
const headers = { 'x-requested-with': 'fetch' };

/** The page shows the value and nothing of it became markup: no element it named, no script ran. */
async function expectInert(page: Page, where: string, shown?: string) {
  if (shown) await expect(page.getByText(shown).first(), where).toBeVisible();
  // a post may hold images and links; none of them with a handler, a script or a frame of its own
  await expect(page.locator('[data-pwned], [onerror], iframe[src*="example.com"]'), where).toHaveCount(0);
  await expect(page.locator('script').filter({ hasText: '__pwned' }), where).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]'), where).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned), where).toBeUndefined();
}

test('ko hostile values typed into posts, inquiries, organisation requests, names and orders stay text on every page that shows them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // what visitors and customers send in
  const inquiry = await page.request.post('/api/addMyreg', {
    data: {
      name: hostile.short,
      phone1: '010',
      phone2: '1234',
      phone3: '5678',
      email: 'asker@example.com',
      content: hostile.text,
      privacyAgreement: 'agree',
    },
    headers,
  });
  expect(inquiry.status(), await inquiry.text()).toBe(200);
  const request = await page.request.post('/api/createOrganizationRequest', {
    data: {
      uid: tag,
      name: hostile.short,
      president: hostile.short,
      address: { postCode: '34126', address: hostile.text, addressDetail: '' },
      dept: '진로진학부',
      deptPersonName: '박담당',
      deptPersonPhoneNumber: '010-2345-6789',
      email: 'career@school.example',
      phoneNumber: '042-123-4567',
      description: hostile.text,
      type: 'high',
    },
    headers,
  });
  expect(request.status(), await request.text()).toBe(200);
  const member = await browser.newContext({ baseURL, locale: 'ko-KR' });
  const customer = await member.newPage();
  await signUpMember(customer);
  const renamed = await customer.request.post('/api/updateMemberInfo', {
    data: {
      email: 'renamed@example.com',
      name: hostile.short,
      phoneNumber: '',
      role: '',
      position: '',
      description: '',
    },
    headers,
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  const orderSk = await placeOrder(
    customer,
    personalOrder((order) => {
      order.examinee.school_info = hostile.text;
      order.guardian.name = hostile.short;
      order.payment_method.deposit_name = hostile.short;
    }),
  );

  // the customer's own pages
  await customer.goto('/Mypage/Order/Personal');
  await expectInert(customer, 'the order list');
  await customer.goto(`/Mypage/Order/Personal/Detail/${orderSk}`);
  await expectInert(customer, 'the order detail', tag);
  await customer.goto('/Mypage/Modify');
  await expectInert(customer, 'the member page');
  await member.close();

  // a post staff write with markup a browser would run: only its safe part is published
  await signInStaff(page);
  const post = await page.request.post('/api/adminSavePost', {
    data: { type: 'NOTICE', title: hostile.short, html: hostile.html, attachmentId: null },
    headers,
  });
  expect(post.status(), await post.text()).toBe(200);
  const { sk } = (await post.json()) as { sk: string };

  // the back office's lists and details of all of it
  for (const [path, where] of [
    ['/Admin/Inquiries', 'the inquiries'],
    ['/Admin/OrgRequests', 'the organisation requests'],
    ['/Admin/Members', 'the members'],
    ['/Admin/Orders', 'the orders'],
    [`/Admin/Orders/${orderSk}`, 'the order page'],
    [`/Admin/Boards/notice/${sk}`, 'the post editor'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expectInert(page, where, tag);
  }

  // the published post, for anyone
  const visitor = await browser.newContext({ baseURL, locale: 'ko-KR' });
  const reader = await visitor.newPage();
  reader.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await reader.goto('/Notice');
  await expectInert(reader, 'the notice board', tag);
  await reader.goto(`/Notice/Content/${sk}`);
  await expect(reader.getByText(`${tag} 본문`)).toBeVisible();
  await expect(reader.getByRole('link', { name: '링크' })).toHaveCount(0);
  await expectInert(reader, 'the post');
  await visitor.close();
  expect(dialogs).toEqual([]);
});
