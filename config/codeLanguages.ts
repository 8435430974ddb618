/**
 * Code block languages highlighted beyond prism-react-renderer's own set
 * (which has yaml, json, go and others). Every language listed here is loaded
 * into every page's main bundle, so the list holds only what pages use: each
 * grammar costs mobile readers blocking time while the page starts, and one
 * that extends another (groovy) rewrites every loaded grammar, about 50 ms
 * under Lighthouse's mobile CPU throttle. tests/unit/code-languages.test.ts
 * names the file of any code block whose language is neither built in nor here.
 */
export const additionalCodeLanguages = ['bash', 'hcl'];

/** Languages that code blocks may name and that are shown without highlighting on purpose. */
export const plainCodeLanguages = ['text', 'plaintext', 'mermaid'];
