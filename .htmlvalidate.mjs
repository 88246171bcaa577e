/**
 * html-validate over every exported page (`npm test`, gate "html"). The recommended preset, with
 * its style rules set to the way React serialises markup instead of turned off, so they still
 * enforce one consistent style, and form-dup-name allowing checkbox groups. No rule is turned off.
 */
const config = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes every void element self-closed: <meta/>, <link/>, <img/>.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes boolean attributes with an empty value: async="", hidden="".
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React keeps the camelCase spelling of a few attribute names: charSet, noModule, fetchPriority.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React and Next generate ids such as "_R_" for their own inline scripts: valid HTML ids
    // (non-empty, no whitespace), which relaxed mode still checks, but not starting with a letter.
    'valid-id': ['error', { relaxed: true }],
    // A group of checkboxes shares one name by design: the enquiry form sends `services` once per
    // chosen service. The preset allows shared names for radios and buttons only.
    'form-dup-name': ['error', { shared: ['radio', 'button', 'reset', 'submit', 'checkbox'] }],
  },
};

export default config;
