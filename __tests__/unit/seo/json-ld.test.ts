import { absoluteUrl, jsonLdText } from '@/lib/seo/json-ld';

describe('JSON-LD text', () => {
  it.each([
    [
      { name: '</script><script>alert(1)</script>' },
      '{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    ],
    [{ name: 'line\u2028break\u2029' }, '{"name":"line\\u2028break\\u2029"}'],
    [{ name: 'Harbour & Co "round"' }, '{"name":"Harbour & Co \\"round\\""}'],
  ])('escapes %j', (data, text) => {
    expect(jsonLdText(data)).toBe(text);
    expect(JSON.parse(jsonLdText(data))).toEqual(data);
  });
});

describe('absolute addresses', () => {
  it.each([
    ['/details/OC1001', 'https://oculo.example/', 'https://oculo.example/details/OC1001'],
    ['/media/a.svg', 'http://localhost:3000', 'http://localhost:3000/media/a.svg'],
    ['https://cdn.example/a.svg', 'https://oculo.example', 'https://cdn.example/a.svg'],
  ])('%s on %s', (path, site, url) => {
    expect(absoluteUrl(path, site)).toBe(url);
  });
});
