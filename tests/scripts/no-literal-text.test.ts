// The literal check (issue 27): fails a word a member reads that is not from a catalogue.
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, it } from 'vitest'
import { trellisPlugin } from '../../scripts/eslint-no-literal-text.mjs'

RuleTester.describe = describe
RuleTester.it = it

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
})

tester.run('no-literal-text', trellisPlugin.rules['no-literal-text'], {
  valid: [
    { code: "const a = <Button>{t('submit')}</Button>" },
    { code: "const a = <TextField label={t('userId')} autoComplete='username' />" },
    { code: 'const a = <span aria-hidden="true">›</span>' },
    { code: "const a = <Logo label='Trellis' />" },
    { code: "const tabs = [{ id: 'login', label: t('tabLogin') }]" },
    { code: "function F({ label: labelProp }) { return labelProp ?? t('loading') }" },
    { code: "const a = <Field name='userId' type='email' />" },
  ],
  invalid: [
    { code: 'const a = <Button>Sign up</Button>', errors: [{ messageId: 'text' }] },
    { code: "const a = <TextField label='User ID' />", errors: [{ messageId: 'text' }] },
    { code: 'const a = <TextField hint={`Or your e-mail`} />', errors: [{ messageId: 'text' }] },
    { code: "const tabs = [{ id: 'login', label: 'Login' }]", errors: [{ messageId: 'text' }] },
    { code: "function F({ label = 'Loading' }) { return label }", errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>नमस्ते</p>', errors: [{ messageId: 'text' }] },
  ],
})
