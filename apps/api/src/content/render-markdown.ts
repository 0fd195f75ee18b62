import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { createHighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { unified } from 'unified';
import { rehypePracticeFeedback } from './practice-feedback';
import { memoizedAsync } from './run-memo';

/** Only the languages our content uses are loaded, so import stays quick and the output small. */
const LANGUAGES = [
  import('shiki/langs/java.mjs'),
  import('shiki/langs/kotlin.mjs'),
  import('shiki/langs/yaml.mjs'),
  import('shiki/langs/shellscript.mjs'),
  import('shiki/langs/json.mjs'),
  import('shiki/langs/xml.mjs'),
  import('shiki/langs/properties.mjs'),
  import('shiki/langs/docker.mjs'),
  import('shiki/langs/go.mjs'),
  import('shiki/langs/typescript.mjs'),
  import('shiki/langs/javascript.mjs'),
  import('shiki/langs/sql.mjs'),
  import('shiki/langs/hcl.mjs'),
  import('shiki/langs/toml.mjs'),
  import('shiki/langs/groovy.mjs'),
  import('shiki/langs/ini.mjs'),
];

export type RenderMarkdown = (markdown: string) => Promise<string>;

/** Links go to web pages or mail only; any other scheme (javascript:, data:, irc:) loses its address. */
const sanitizeSchema = { ...defaultSchema, protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'] } };

let renderer: Promise<RenderMarkdown> | undefined;

/**
 * Markdown to sanitised HTML. Raw HTML in the source is dropped by the sanitiser before the
 * highlighter runs, so only markup we generate (highlighted code spans, the practice's disclosure)
 * reaches a browser.
 * Within a test run a body is rendered once for all its processes (run-memo.ts).
 */
export async function getMarkdownRenderer(): Promise<RenderMarkdown> {
  renderer ??= createRenderer();
  const render = await renderer;
  return (markdown) => memoizedAsync('markdown', markdown, () => render(markdown));
}

async function createRenderer(): Promise<RenderMarkdown> {
  const highlighter = await createHighlighterCore({
    themes: [import('shiki/themes/github-light-high-contrast.mjs')],
    langs: LANGUAGES,
    engine: createJavaScriptRegexEngine(),
  });
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypePracticeFeedback)
    .use(rehypeShikiFromHighlighter, highlighter as unknown as Parameters<typeof rehypeShikiFromHighlighter>[0], {
      // The high-contrast theme keeps every token at 4.5:1 or better on white.
      theme: 'github-light-high-contrast',
      defaultLanguage: 'text',
      fallbackLanguage: 'text',
      langAlias: { sh: 'shellscript', shell: 'shellscript', console: 'shellscript', dockerfile: 'docker', yml: 'yaml' },
    })
    .use(rehypeStringify);
  return async (markdown) => String(await processor.process(markdown));
}
