import { describe, expect, it } from 'vitest';
import { tempDir } from '../../tests/support/temp-dir';
import { checkIslands, clientModules, isClientModule, isErrorBoundary } from './check-islands';

it('isClientModule finds the directive in the prologue, after comments and other directives', () => {
  expect(isClientModule("'use client';\nexport const a = 1;")).toBe(true);
  expect(isClientModule('/** A form. */\n// more\n"use strict";\n"use client"\nexport {}')).toBe(true);
});

it('isClientModule ignores it anywhere else', () => {
  expect(isClientModule("import x from 'y';\n'use client';")).toBe(false);
  expect(isClientModule("const s = 'use client';")).toBe(false);
  expect(isClientModule("// 'use client'\nexport {}")).toBe(false);
});

describe('checkIslands', () => {
  const { dir: root, write } = tempDir('islands');
  const component = (name: string, child = '') => `'use client';\n${child ? `import { ${child} } from './${child}';\n` : ''}export function ${name}() { return ${child ? `${child}()` : 'null'}; }\n`;
  write('components/a/Form.tsx', component('Form', 'Field'));
  write('components/a/Field.tsx', component('Field'));
  write('components/b/Counter.tsx', component('Counter'));
  write('app/page.tsx', "import { Form } from '../components/a/Form';\nexport default function Page() { return null; }\n");
  write('islands/form.island.tsx', "import { Form } from '../components/a/Form';\nexport default Form;\n");

  it('lists the client components of app/ and components/', () => {
    expect(clientModules(root)).toEqual(['components/a/Field.tsx', 'components/a/Form.tsx', 'components/b/Counter.tsx']);
  });

  it('names each client component no island takes in, directly or through another module', () => {
    expect(checkIslands(root)).toEqual([expect.stringMatching(/^components\/b\/Counter\.tsx: a 'use client' component that no island hydrates/)]);
  });
});

it("isErrorBoundary knows Next's error boundaries under app/ and nothing else", () => {
  expect(['app/error.tsx', 'app/global-error.tsx', 'app/blog/error.tsx'].every(isErrorBoundary)).toBe(true);
  expect(['components/error.tsx', 'app/errors.tsx', 'app/contact/EnquiryForm.tsx'].some(isErrorBoundary)).toBe(false);
});
