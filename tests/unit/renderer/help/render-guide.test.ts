// A guide page as Help renders it: no markup of its own, nothing remote, links between pages
// opening in Help, images only the guide's bundled ones.
import { describe, expect, it } from 'vitest';
import { renderGuide } from '../../../../renderer/help/render-guide';

describe('renderGuide', () => {
  it('escapes raw HTML instead of rendering it', () => {
    const html = renderGuide('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>', 'en');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('opens a link to another page of the guide in Help, and leaves other links as their words', () => {
    const html = renderGuide(
      '[License](license.md), [the README](../../../../README.md), [web](https://example.com/x), [js](javascript:alert(1))',
      'en',
    );
    expect(html).toContain('<a href="#/help/page/license" data-guide-page="license">License</a>');
    expect(html).toContain('the README');
    expect(html).not.toContain('README.md"');
    expect(html).not.toContain('href="https:');
    expect(html).not.toContain('href="javascript:');
  });

  it("shows an image only when it is one of the guide's, else its words", () => {
    expect(renderGuide('![remote](https://example.com/a.png)', 'en')).not.toContain('<img');
    expect(renderGuide('![other](../../../secret.png)', 'en')).toBe('<p>other</p>\n');
  });

  it("puts the page's headings under the view's h2", () => {
    expect(renderGuide('# Title\n\n## Part', 'en')).toBe('<h3>Title</h3>\n<h4>Part</h4>\n');
  });

  it('joins Chinese lines wrapped in the source without a space', () => {
    expect(renderGuide('先确认控制台，\n再检查连通性。', 'zh-CN')).toBe('<p>先确认控制台，再检查连通性。</p>\n');
    expect(renderGuide('first line\nsecond', 'en')).toBe('<p>first line\nsecond</p>\n');
  });
});
