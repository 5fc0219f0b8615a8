/**
 * Mantine's Modal and Drawer draw their title bar as a <header>. Inside `role="dialog"` (which ARIA
 * does not count as a section) a header is a banner landmark: every open dialog added a second
 * banner beside the site's (axe `landmark-no-duplicate-banner`, `landmark-unique`). The bar only
 * holds the title and the close button, so it is no landmark. Given as each one's `attributes`.
 */
export const titleBarAttributes = { header: { role: 'none' } };
