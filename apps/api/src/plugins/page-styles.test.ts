import { describe, expect, it } from 'vitest';
import { classesIn, indexStylesheet } from './page-styles';

const page = (body: string) => `<html lang="en"><body><div id="root">${body}</div></body></html>`;

describe('the rules a page inlines', () => {
  it('keeps a rule whose classes the markup carries, and drops one whose class it does not', () => {
    const styles = indexStylesheet('.flex{display:flex}.grid{display:grid}.p-4.rounded{padding:1rem}');
    expect(styles.forPage(page('<p class="flex p-4">a</p><p class="rounded">b</p>'))).toBe('.flex{display:flex}.p-4.rounded{padding:1rem}');
    expect(styles.forPage(page('<p class="grid">a</p>'))).toBe('.grid{display:grid}');
  });

  it('keeps the rules that need no class, and any rule of a list one of whose selectors can match', () => {
    const styles = indexStylesheet(
      '*,:before{box-sizing:border-box}:root[data-tenant=kube]{color:red}h1,.title{font-weight:700}.x,.y{margin:0}',
    );
    expect(styles.forPage(page('<h1>a</h1><p class="y">b</p>'))).toBe(
      '*,:before{box-sizing:border-box}:root[data-tenant=kube]{color:red}h1,.title{font-weight:700}.x,.y{margin:0}',
    );
  });

  it('drops a rule naming an element the page does not hold, and never for one it need not', () => {
    const css = String.raw`hr{height:0}abbr:where([title]){text-decoration:underline dotted}ol ul{margin:0}input::placeholder{opacity:1}::file-selector-button{margin:0}:is(h2){color:red}[hidden]{display:none}.\32 xl\:p-4{padding:1rem}a[href$="x>y"]{color:blue}`;
    const styles = indexStylesheet(css);
    expect(styles.forPage(page('<abbr title="x">a</abbr><ul><li>b</li></ul><p class="2xl:p-4">c</p>'))).toBe(
      String.raw`abbr:where([title]){text-decoration:underline dotted}::file-selector-button{margin:0}:is(h2){color:red}[hidden]{display:none}.\32 xl\:p-4{padding:1rem}`,
    );
    expect(styles.forPage(page('<hr><ol><li><ul></ul></li></ol><input placeholder="x"><a href="x>y">d</a>'))).toBe(
      String.raw`hr{height:0}ol ul{margin:0}input::placeholder{opacity:1}::file-selector-button{margin:0}:is(h2){color:red}[hidden]{display:none}a[href$="x>y"]{color:blue}`,
    );
  });

  it('reads escaped class names as the markup writes them, entities decoded', () => {
    const css = String.raw`.md\:flex{display:flex}.w-1\/2{width:50%}.\32 xl\:p-4{padding:1rem}.space-y-0\.5{gap:1px}.content-\[\'\'\]{content:""}.café{color:brown}`;
    const styles = indexStylesheet(css);
    const markup = page(`<p class="md:flex w-1/2 2xl:p-4 space-y-0.5 content-[&#x27;&#x27;] café">a</p>`);
    expect(styles.forPage(markup)).toBe(css);
    expect(styles.forPage(page('<p class="flex">a</p>'))).toBe('');
  });

  it('does not require the classes of a negation or of a list of alternatives, and does require those of a plain :has or :where', () => {
    const styles = indexStylesheet(
      '.rich :not(.plain)>code{color:red}.a:is(.b,p){color:blue}:where(.group):hover .group-hover\\:underline{text-decoration:underline}.card:has(.badge){padding:0}',
    );
    expect(styles.forPage(page('<div class="rich a"><code>x</code></div>'))).toBe(
      '.rich :not(.plain)>code{color:red}.a:is(.b,p){color:blue}',
    );
    expect(styles.forPage(page('<div class="group card"><span class="group-hover:underline badge">x</span></div>'))).toBe(
      ':where(.group):hover .group-hover\\:underline{text-decoration:underline}.card:has(.badge){padding:0}',
    );
  });

  it('keeps at-rules in place around what they hold, statements and keyframes always, and every cascade layer declared in order', () => {
    const styles = indexStylesheet(
      '@layer theme,base,utilities;@layer properties{*{--tw-x:0}}@layer utilities{.flex{display:flex}@media (width>=48rem){.md\\:grid{display:grid}}}@keyframes spin{to{transform:rotate(360deg)}}',
    );
    expect(styles.forPage(page('<p class="flex">a</p>'))).toBe(
      '@layer theme,base,utilities;@layer properties;@layer utilities{.flex{display:flex}}@keyframes spin{to{transform:rotate(360deg)}}',
    );
    expect(styles.forPage(page('<p class="md:grid">a</p>'))).toBe(
      '@layer theme,base,utilities;@layer properties;@layer utilities{@media (width>=48rem){.md\\:grid{display:grid}}}@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });

  it('keeps the custom properties and registrations something kept or the markup reads, and those they read', () => {
    const styles = indexStylesheet(
      ':root{--brand:var(--blue);--blue:#00f;--red:red;--gap:4px}@property --tw-shadow{syntax:"*";inherits:false}@property --tw-unused{syntax:"*";inherits:false}.text-brand{color:var(--brand)}.shadow{--tw-shadow:0 1px red;--tw-font-weight:600;box-shadow:var(--tw-shadow)}.text-red{color:var(--red)}',
    );
    expect(styles.forPage(page('<p class="text-brand shadow" style="margin:var(--gap)">a</p>'))).toBe(
      ':root{--brand:var(--blue);--blue:#00f;--gap:4px}@property --tw-shadow{syntax:"*";inherits:false}.text-brand{color:var(--brand)}.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}',
    );
  });
});

describe('the class names a page carries', () => {
  it('reads double- and single-quoted attributes, SVG included, and not a class named in text or data', () => {
    const names = classesIn(
      `<svg class="icon h-4"></svg><p class='lead  mt-2'>class="not-a-class"</p><script>{"class":"neither"}</script>`,
    );
    expect([...names].sort()).toEqual(['h-4', 'icon', 'lead', 'mt-2']);
  });
});
