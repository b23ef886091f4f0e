import { render } from '@testing-library/react';
import { MarkdownText } from '@/components/content/markdown-text';
import { markdownText } from '@/lib/shop/markdown';

// Help articles and page blocks are Markdown written in the console, rendered on the server and
// inserted into the page: whatever an editor types must come out inert.

function rendered(source: string): HTMLElement {
  const { container } = render(<MarkdownText source={source} data-testid="md" />);
  return container.firstElementChild as HTMLElement;
}

describe('MarkdownText', () => {
  it('keeps plain paragraphs as paragraphs, as the seeded articles are written', () => {
    const box = rendered('Orders ship in two days.\nMost arrive in five.\n\nReturns are free for 30 days.');
    const paragraphs = [...box.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      'Orders ship in two days.\nMost arrive in five.',
      'Returns are free for 30 days.',
    ]);
  });

  it('renders emphasis, lists, links and headings (from h2: the page title is the h1)', () => {
    const box = rendered(
      '# Shipping\n\n**Free** over $69, *fast* options cost.\n\n- one\n- two\n\n[Track](/centerMain/order) or [UPS](https://www.ups.com)',
    );
    expect(box.querySelector('h1')).toBeNull();
    expect(box.querySelector('h2')).toHaveTextContent('Shipping');
    expect(box.querySelector('strong')).toHaveTextContent('Free');
    expect(box.querySelectorAll('li')).toHaveLength(2);
    const [inside, outside] = [...box.querySelectorAll('a')];
    expect(inside).toHaveAttribute('href', '/centerMain/order');
    expect(inside).not.toHaveAttribute('rel');
    expect(outside).toHaveAttribute('href', 'https://www.ups.com');
    expect(outside).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });

  it.each([
    ['a script tag', '<script>window.hacked = true</script>'],
    ['raw HTML with a handler', '<img src="x" onerror="window.hacked = true">'],
    ['an inline handler', 'Hello <b onmouseover="window.hacked = true">there</b>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a javascript: link', '[Click me](javascript:window.hacked=true)'],
    ['a JAVASCRIPT: link with spaces', '[Click me]( JaVaScRiPt:alert(1) )'],
    ['a data: link', '[Open](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a vbscript: autolink', '<vbscript:msgbox(1)>'],
    ['a protocol-relative link', '[Away](//evil.example/path)'],
  ])('leaves %s inert', (_name, source) => {
    const box = rendered(source);
    expect(box.querySelector('script, iframe, img, b, object, embed, style')).toBeNull();
    for (const element of box.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on/i);
    }
    for (const link of box.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').toMatch(/^(https:\/\/www|\/[^/]|#|mailto:|tel:)/);
    }
    expect(box.querySelectorAll('a')).toHaveLength(0);
    // the editor's words stay on the page as text
    expect(box.textContent?.length).toBeGreaterThan(0);
  });

  it('loads no picture: an image becomes a plain link to it', () => {
    const box = rendered('![tracker](https://evil.example/pixel.png)');
    expect(box.querySelector('img')).toBeNull();
    expect(box.querySelector('a')).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });

  it('gives the plain text of an article for structured data', () => {
    expect(markdownText('## Fast\n\n**Free** shipping & <returns>')).toBe('Fast Free shipping & <returns>');
  });
});
