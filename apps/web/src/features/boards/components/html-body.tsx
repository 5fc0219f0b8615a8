import classes from './html-body.module.css';

/**
 * A post's body as the server stores it. Safe to insert as HTML: the server sanitises every body
 * with an allow-list of tags and attributes when it is written and again when it is read, so no
 * script, event handler or `javascript:` address reaches the page.
 */
export function HtmlBody({ html }: { html: string }) {
  return <div className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
