import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';

/** The stylesheet's rules a page's markup can use, to inline in place of the whole stylesheet (decision 075). */
export interface PageStyles {
  forPage(html: string): string;
}

/** A rule as it is written out: its selector, and its declarations with the custom property each sets, if any. */
interface IndexedRule {
  kind: 'rule';
  selector: string;
  /** Per selector of the list: the class names and element names the page must hold for it to match. */
  needs: { classes: string[]; elements: string[] }[];
  declarations: { text: string; sets: string | null; uses: string[] }[];
}

/** An at-rule around rules (`@layer x{…}`, `@media …{…}`, `@supports …{…}`): written out when any rule inside is. */
interface IndexedGroup {
  kind: 'group';
  open: string;
  /** A cascade layer is still declared when nothing inside it is kept, so the layers' order stays the whole stylesheet's. */
  layer: string | null;
  children: IndexedNode[];
}

/** Kept whatever the page: an at-rule statement, `@keyframes`; or an `@property`, kept while its property is used. */
interface IndexedText {
  kind: 'text';
  text: string;
  registers: string | null;
  uses: string[];
}

type IndexedNode = IndexedRule | IndexedGroup | IndexedText;

const usesOf = (text: string) => Array.from(text.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1]);

/** `\:` → `:`, `\32 ` → `2`: a class name as it is written in the markup. */
const unescapeCss = (text: string) =>
  text.replace(/\\([0-9a-fA-F]{1,6}\s?|[^0-9a-fA-F])/g, (_all, escaped: string) =>
    /^[0-9a-fA-F]/.test(escaped) ? String.fromCodePoint(Number.parseInt(escaped.trim(), 16)) : escaped,
  );

/**
 * Removes what a pseudo-class's argument cannot be trusted to require: all of `:not(…)`, and an
 * `:is(…)`, `:where(…)` or `:has(…)` that lists alternatives. What is left names classes an element
 * must carry for the selector to match, so a rule is never dropped for a class it does not need.
 */
function requiredPart(selector: string): string {
  let out = '';
  for (let index = 0; index < selector.length; index++) {
    const opening = selector[index] === ':' ? /^:(not|is|where|has|matches)\(/.exec(selector.slice(index)) : null;
    if (!opening) {
      out += selector[index];
      if (selector[index] === '\\') out += selector[++index] ?? '';
      continue;
    }
    let depth = 0;
    let end = index + opening[0].length - 1;
    let listsAlternatives = false;
    for (; end < selector.length; end++) {
      const char = selector[end];
      if (char === '\\') end++;
      else if (char === '(') depth++;
      else if (char === ')' && --depth === 0) break;
      else if (char === ',' && depth === 1) listsAlternatives = true;
    }
    const argument = selector.slice(index + opening[0].length, end);
    // `:x` holds the place of what was removed and names no class.
    out += opening[1] === 'not' || listsAlternatives ? ':x' : `:${opening[1]}(${requiredPart(argument)})`;
    index = end;
  }
  return out;
}

const classesNeeded = (required: string) =>
  Array.from(required.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w\u00A0-\uFFFF-])+)/g), (match) => unescapeCss(match[1]));

/**
 * The element names a selector's compounds start with (`hr`, `abbr:where([title])`, `ol ul`), read
 * from its required part with every bracket and pseudo-class argument set aside: an element named only
 * inside `:is(…)` is not required, so a rule is never dropped for an element it does not need.
 */
function elementsNeeded(required: string): string[] {
  let flat = '';
  let depth = 0;
  for (let index = 0; index < required.length; index++) {
    const char = required[index];
    if (char === '\\') {
      // One escaped character (`\:`, or `\32 ` with the space that ends it), held in place by a letter-free mark.
      const escape = /^\\(?:[0-9a-fA-F]{1,6}\s?|.)/.exec(required.slice(index))![0];
      if (depth === 0) flat += '_';
      index += escape.length - 1;
    } else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0) flat += char;
  }
  return flat
    .split(/\s*[\s>+~]\s*/)
    .map((compound) => /^[a-zA-Z][\w-]*/.exec(compound)?.[0].toLowerCase())
    .filter((name) => name !== undefined);
}

function indexRule(rule: Rule): IndexedRule {
  const declarations: IndexedRule['declarations'] = [];
  for (const node of rule.nodes) {
    if (node.type !== 'decl') continue;
    const text = node.toString();
    declarations.push({ text, sets: node.prop.startsWith('--') ? node.prop : null, uses: usesOf(node.value) });
  }
  const needs = rule.selectors.map((selector) => {
    const required = requiredPart(selector);
    return { classes: classesNeeded(required), elements: elementsNeeded(required) };
  });
  return { kind: 'rule', selector: rule.selector, needs, declarations };
}

function indexNode(node: ChildNode): IndexedNode | null {
  if (node.type === 'rule') return indexRule(node);
  if (node.type !== 'atrule') return null;
  const atRule: AtRule = node;
  const isGroup = atRule.nodes !== undefined && ['layer', 'media', 'supports', 'container'].includes(atRule.name);
  if (!isGroup) {
    // A statement's semicolon belongs to what follows it in postcss's reading.
    const text = atRule.nodes === undefined ? `${atRule.toString()};` : atRule.toString();
    return { kind: 'text', text, registers: atRule.name === 'property' ? atRule.params.trim() : null, uses: usesOf(text) };
  }
  return {
    kind: 'group',
    open: `@${atRule.name}${atRule.params ? ` ${atRule.params}` : ''}{`,
    layer: atRule.name === 'layer' ? atRule.params : null,
    children: indexNodes(atRule.nodes ?? []),
  };
}

const indexNodes = (nodes: ChildNode[]) => nodes.map(indexNode).filter((node) => node !== null);

/** The element names a page's markup holds (a document always has these three, written or not). */
export function elementsIn(html: string): Set<string> {
  const elements = new Set(['html', 'head', 'body']);
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)/g)) elements.add(match[1].toLowerCase());
  return elements;
}

/** The class names a page's markup gives its elements, as the browser reads them (entities decoded). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)')/g)) {
    const value = decodeEntities(match[1] ?? match[2]);
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (entity, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return NAMED_ENTITIES[name] ?? entity;
  });

/**
 * Decision 075: the rules whose selectors can match the page (every class a selector needs is on
 * some element of it, and every element it names is in it), in the stylesheet's order and layers, and of the custom properties and
 * `@property` registrations only those something kept, or the markup, reads.
 */
export function indexStylesheet(css: string): PageStyles {
  const nodes = indexNodes(postcss.parse(css).nodes);
  const rulesKept = (classes: Set<string>, elements: Set<string>) => {
    const kept = new Set<IndexedRule>();
    const canMatch = ({ needs }: IndexedRule) =>
      needs.some((need) => need.classes.every((name) => classes.has(name)) && need.elements.every((name) => elements.has(name)));
    const visit = (list: IndexedNode[]) => {
      for (const node of list) {
        if (node.kind === 'group') visit(node.children);
        else if (node.kind === 'rule' && canMatch(node)) kept.add(node);
      }
    };
    visit(nodes);
    return kept;
  };

  /** What the at-rules every page keeps (`@keyframes`, statements) read, the same for every page. */
  const readByEveryPage: string[] = [];
  const visitTexts = (list: IndexedNode[]) => {
    for (const node of list) {
      if (node.kind === 'group') visitTexts(node.children);
      else if (node.kind === 'text' && node.registers === null) readByEveryPage.push(...node.uses);
    }
  };
  visitTexts(nodes);

  /** Custom properties read by a kept declaration or by the markup, and those they read in turn. */
  const propertiesUsed = (kept: Set<IndexedRule>, html: string) => {
    const used = new Set([...readByEveryPage, ...usesOf(html)]);
    const setters = new Map<string, string[][]>();
    for (const rule of kept) {
      for (const declaration of rule.declarations) {
        if (declaration.sets === null) declaration.uses.forEach((name) => used.add(name));
        else setters.set(declaration.sets, [...(setters.get(declaration.sets) ?? []), declaration.uses]);
      }
    }
    const pending = [...used];
    while (pending.length > 0) {
      for (const uses of setters.get(pending.pop()!) ?? []) {
        for (const name of uses) {
          if (used.has(name)) continue;
          used.add(name);
          pending.push(name);
        }
      }
    }
    return used;
  };

  return {
    forPage(html) {
      const kept = rulesKept(classesIn(html), elementsIn(html));
      const used = propertiesUsed(kept, html);
      const write = (list: IndexedNode[]): string => {
        let out = '';
        for (const node of list) {
          if (node.kind === 'text') {
            if (node.registers === null || used.has(node.registers)) out += node.text;
          } else if (node.kind === 'rule') {
            if (!kept.has(node)) continue;
            const declarations = node.declarations.filter(({ sets }) => sets === null || used.has(sets)).map(({ text }) => text);
            if (declarations.length > 0) out += `${node.selector}{${declarations.join(';')}}`;
          } else {
            const inner = write(node.children);
            if (inner) out += `${node.open}${inner}}`;
            else if (node.layer) out += `@layer ${node.layer};`;
          }
        }
        return out;
      };
      return write(nodes);
    },
  };
}
