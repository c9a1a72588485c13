// A lint rule for the translated screens (decisions 057 and 065): a person's words come from the message catalogue,
// never from the component, so Hindi cannot silently miss a text added later. It reports text written in JSX (a
// word between tags, a string in braces) and string values of the props a person reads or hears (aria-label,
// placeholder, title, alt, …). Text without a letter (punctuation, '·', '★', an empty alt) is not a text to
// translate; the brand's name is the same in every language.

/** Props whose value a person reads or a screen reader says. */
const SPOKEN_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
]);

const LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text in translated screens comes from the message catalogue.' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Text a person reads ("{{text}}") belongs in the message catalogue (web/src/i18n/en, hi): use t(…).',
      prop: 'The {{prop}} a person reads or hears ("{{text}}") belongs in the message catalogue: use t(…).',
    },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const isWords = (text) => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      return LETTER.test(trimmed) && !allowed.has(trimmed);
    };
    const short = (text) => text.replace(/\s+/g, ' ').trim().slice(0, 40);
    /**
     * The written text an expression can show: a string ('x'), a template's own words (`Copy: ${url}`), each branch
     * of `a ? 'x' : 'y'` and the text of `a && 'x'` / `a ?? 'x'`.
     */
    const textsOf = (node) => {
      if (!node) return [];
      if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
      if (node.type === 'TemplateLiteral') return [node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ')];
      if (node.type === 'JSXExpressionContainer') return textsOf(node.expression);
      if (node.type === 'ConditionalExpression') return [...textsOf(node.consequent), ...textsOf(node.alternate)];
      if (node.type === 'LogicalExpression') return textsOf(node.right);
      return [];
    };
    return {
      JSXText(node) {
        if (isWords(node.value)) context.report({ node, messageId: 'text', data: { text: short(node.value) } });
      },
      JSXExpressionContainer(node) {
        // A string in braces as a child ({'Buy'}); a prop's own value is checked below.
        if (node.parent.type === 'JSXAttribute') return;
        for (const text of textsOf(node.expression).filter(isWords))
          context.report({ node, messageId: 'text', data: { text: short(text) } });
      },
      JSXAttribute(node) {
        const prop = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (prop === null || !SPOKEN_PROPS.has(prop)) return;
        for (const text of textsOf(node.value).filter(isWords))
          context.report({ node, messageId: 'prop', data: { prop, text: short(text) } });
      },
    };
  },
};

export default { rules: { 'no-literal-ui-text': noLiteralUiText } };
