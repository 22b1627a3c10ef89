/**
 * The markdown-export plugin's pure parts: the Markdown of a fixture page shaped like the HTML
 * Docusaurus 3 renders (chrome around the content, heading anchors, a titled code block of the
 * site's CodeBlock, a table, an admonition, a generated reference partial, relative links), the
 * Markdown of a generated category page, and the llms.txt / llms-full.txt texts.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';

import {htmlToMarkdown} from '../../src/plugins/markdown-export/convert';
import {llmsFullTxt, llmsTxt, sectionsFromSidebars, type LlmsPage} from '../../src/plugins/markdown-export/llms';
import {markdownPathOf} from '../../src/plugins/markdown-export/paths';

const docPage = `<!doctype html><html><head><title>check() | express-validator</title></head><body>
<nav class="navbar"><a href="/">express-validator</a><a href="/docs">Docs</a></nav>
<div class="main-wrapper"><aside class="theme-doc-sidebar-container"><ul><li><a href="/docs/api/check">check()</a></li></ul></aside>
<main><article>
<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs"><li>Middlewares</li></ul></nav>
<span class="theme-doc-version-badge badge">Version: 6.14.0</span>
<div class="tocCollapsible theme-doc-toc-mobile"><button type="button">On this page</button></div>
<div class="copyPage_abc1"><button type="button">Copy page</button><a href="/docs/6.14.0/check-api.md">View as Markdown</a></div>
<div class="theme-doc-markdown markdown"><header><h1>check API</h1></header>
<p>Start a <a href="/docs/6.14.0/validation-chain-api">validation chain</a>, see <a href="#body">body()</a> or <a href="./schema-validation#nested">schemas</a>.</p>
<h2 class="anchor" id="body">body(fields, message)<a href="#body" class="hash-link" aria-label="Direct link">&#8203;</a></h2>
<div class="language-js codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_OeMC">app.js</div><div class="codeBlockContent_QJqH"><pre tabindex="0" class="prism-code language-js"><code class="codeBlockLines_e6Vv"><div class="token-line"><span class="token keyword">const</span><span class="token plain"> a = </span><span class="token string">'&lt;b&gt;'</span><span class="token punctuation">;</span><br/></div><div class="token-line"><span class="token plain">app.listen(3000);</span><br/></div></code></pre><div class="buttonGroup"><button aria-label="Copy code">copy</button></div></div></div>
<div class="language-text codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockContent_QJqH"><pre class="prism-code language-text"><code><div class="token-line"><span class="token plain">plain text</span><br/></div></code></pre></div></div>
<table><thead><tr><th>Option</th><th>Type</th></tr></thead><tbody><tr><td><code>checkNull</code></td><td>boolean</td></tr></tbody></table>
<div class="theme-admonition theme-admonition-warning admonition_x alert alert--warning"><div class="admonitionHeading_G"><span class="admonitionIcon_R"><svg><path d="M0"/></svg></span>warning</div><div class="admonitionContent_B"><p>Fields are <strong>case sensitive</strong>.</p></div></div>
<h3 class="anchor" id="isemail">isEmail()<a href="#isemail" class="hash-link">&#8203;</a></h3>
<p>Generated reference entry with <img src="/img/logo.svg" alt="logo"> an image.</p>
</div>
<footer class="theme-doc-footer"><a href="https://github.com/x/edit">Edit this page</a></footer>
</article><nav class="pagination-nav"><a href="/docs/6.14.0/filter-api">Next</a></nav></main></div>
<footer class="footer">Copyright</footer></body></html>`;

test('a docs page: its content only, title, anchors, code with language and title, table, admonition, absolute links', async () => {
  const {title, markdown} = await htmlToMarkdown(docPage, 'https://example.org/docs/6.14.0/check-api');
  assert.equal(title, 'check API');
  const expected = `# check API

Start a [validation chain](https://example.org/docs/6.14.0/validation-chain-api), see [body()](https://example.org/docs/6.14.0/check-api#body) or [schemas](https://example.org/docs/6.14.0/schema-validation#nested).

## body(fields, message) {#body}

\`\`\`js title="app.js"
const a = '<b>';
app.listen(3000);
\`\`\`

\`\`\`
plain text
\`\`\`

| Option      | Type    |
| ----------- | ------- |
| \`checkNull\` | boolean |

> **Warning:** Fields are **case sensitive**.

### isEmail() {#isemail}

Generated reference entry with ![logo](https://example.org/img/logo.svg) an image.
`;
  assert.equal(markdown, expected);
  for (const chrome of [
    'Copy page',
    'View as Markdown',
    'Version:',
    'On this page',
    'Edit this page',
    'Copyright',
    'Middlewares',
  ]) {
    assert.ok(!markdown.includes(chrome), `no "${chrome}"`);
  }
});

test('a generated category page: title, description and its cards as a list of links', async () => {
  const html = `<html><body><main><div class="container"><div class="generatedIndexPage_vN6x">
<nav class="theme-doc-breadcrumbs"><ul><li>Guides</li></ul></nav>
<span class="theme-doc-version-badge">Version: 7.0.0</span>
<div class="theme-doc-version-banner alert alert--warning">This is documentation for <!-- -->express-validator<!-- --> <b>7.0.0</b>.</div>
<header><h1 class="title_kItE">Guides</h1><p>Learn step by step.</p></header>
<article class="margin-top--lg"><section class="row">
<article class="docCardListItem col"><a class="card padding--lg cardContainer_KhuF" href="/docs/guides/getting-started"><h2 class="cardTitle_mcqP" title="Getting Started"><span class="cardTitleIcon">📄️</span><span class="theme-doc-card-title">Getting Started</span></h2><p class="theme-doc-card-description">Install and validate a route.</p></a></article>
<article class="docCardListItem col"><a class="card padding--lg cardContainer_KhuF" href="/docs/guides/validation-chain"><h2 class="cardTitle_mcqP"><span class="theme-doc-card-title">The Validation Chain</span></h2></a></article>
</section></article></div></div></main></body></html>`;
  const {title, markdown} = await htmlToMarkdown(html, 'https://example.org/docs/category/guides');
  assert.equal(title, 'Guides');
  assert.equal(
    markdown,
    `# Guides

Learn step by step.

- [Getting Started](https://example.org/docs/guides/getting-started): Install and validate a route.
- [The Validation Chain](https://example.org/docs/guides/validation-chain)
`,
  );
});

test('a page without content or without a title is an error, not an empty file', async () => {
  await assert.rejects(
    htmlToMarkdown('<html><body><main><p>x</p></main></body></html>', 'https://e.org/a'),
    /no page content/,
  );
  await assert.rejects(
    htmlToMarkdown('<main><div class="theme-doc-markdown"><p>x</p></div></main>', 'https://e.org/a'),
    /no <h1> title/,
  );
});

test('.md paths: the address the reader sees plus .md', () => {
  assert.equal(markdownPathOf('/docs/'), '/docs.md');
  assert.equal(markdownPathOf('/docs/next/'), '/docs/next.md');
  assert.equal(markdownPathOf('/docs/api/check'), '/docs/api/check.md');
  assert.equal(markdownPathOf('/docs/6.14.0'), '/docs/6.14.0.md');
  assert.equal(markdownPathOf('/express-validator-docs/docs'), '/express-validator-docs/docs.md');
  assert.equal(markdownPathOf('/'), '/index.md');
});

const page = (slug: string, description = ''): LlmsPage => ({
  title: slug,
  markdownUrl: `https://e.org/docs/${slug}.md`,
  description,
});

test('llms.txt sections follow the sidebars: categories, loose pages per sidebar, unlisted pages last', () => {
  const pages = {
    index: page('index', 'Start here'),
    start: page('guides/start'),
    chain: page('guides/chain'),
    guidesIndex: page('category/guides', 'All guides'),
    check: page('api/check'),
    result: page('api/result'),
    architecture: page('architecture'),
  };
  const sections = sectionsFromSidebars(
    {
      docs: [
        {type: 'doc', id: 'index'},
        {
          type: 'category',
          label: 'Guides',
          link: {type: 'generated-index', permalink: '/docs/category/guides'},
          items: [
            {type: 'doc', id: 'guides/start'},
            {type: 'category', label: 'Deeper', items: [{type: 'doc', id: 'guides/chain'}]},
          ],
        },
      ],
      api: [
        {type: 'category', label: 'Middlewares', items: [{type: 'doc', id: 'api/check'}]},
        {type: 'doc', id: 'api/result'},
        {type: 'link'},
      ],
    },
    (id) => Object.values(pages).find((p) => p.title === id),
    (permalink) => (permalink === '/docs/category/guides' ? pages.guidesIndex : undefined),
    Object.values(pages),
  );
  assert.deepEqual(
    sections.map((s) => [s.heading, s.pages.map((p) => p.title)]),
    [
      ['Docs', ['index']],
      ['Guides', ['category/guides', 'guides/start', 'guides/chain']],
      ['Middlewares', ['api/check']],
      ['API reference', ['api/result']],
      ['Other pages', ['architecture']],
    ],
  );

  const text = llmsTxt('express-validator 7.3.0', 'The docs.', ['Details.'], sections.slice(0, 1), [
    {
      label: '6.14.0',
      llmsUrl: 'https://e.org/docs/6.14.0/llms.txt',
      llmsFullUrl: 'https://e.org/docs/6.14.0/llms-full.txt',
    },
  ]);
  assert.equal(
    text,
    `# express-validator 7.3.0

> The docs.

Details.

## Docs

- [index](https://e.org/docs/index.md): Start here

## Other versions

- [6.14.0: llms.txt](https://e.org/docs/6.14.0/llms.txt)
- [6.14.0: llms-full.txt](https://e.org/docs/6.14.0/llms-full.txt)
`,
  );

  const full = llmsFullTxt(
    'express-validator 7.3.0',
    'The docs.',
    sections.slice(0, 2),
    (url) => `# ${url}\n\nText.\n`,
  );
  assert.match(full, /^# express-validator 7\.3\.0\n\n> The docs\.\n/);
  assert.equal(full.match(/<!-- Source: /g)?.length, 4);
  assert.ok(full.indexOf('docs/index.md') < full.indexOf('docs/guides/chain.md'), 'sidebar order');
  assert.throws(() => llmsFullTxt('t', 's', sections, () => undefined), /no Markdown for/);
});
