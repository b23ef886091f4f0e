import MarkdownIt from 'markdown-it';

// Operators write help articles and the about / why-choose blocks in Markdown.
// It is rendered on the server into HTML the storefront inserts as is, so what Markdown may produce
// is decided here: no raw HTML (a <script> or an onerror attribute is shown as text), no pictures
// (an editor's image would load from anywhere), links only to http(s), mailto, tel and the site's
// own paths (javascript:, data: and the like stay plain text). Headings start at h2: the page's
// title is its h1.

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

const markdown = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
markdown.disable(['image']);
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

markdown.core.ruler.push('headings_from_h2', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1')
      token.tag = 'h2';
  }
});

const renderLink = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  // A link leaving the shop passes no referrer and no ranking: editors' links are not endorsements.
  if (token && /^https?:\/\//i.test(String(token.attrGet('href') ?? '')))
    token.attrSet('rel', 'nofollow noopener noreferrer');
  return renderLink
    ? renderLink(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

/** The HTML of an operator's Markdown, safe to insert into a page. */
export function markdownHtml(source: string): string {
  return markdown.render(source);
}

/** The text of an operator's Markdown without its marks, for structured data and summaries. */
export function markdownText(source: string): string {
  return markdownHtml(source)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
