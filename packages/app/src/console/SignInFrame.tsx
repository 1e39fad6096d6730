// The frame of the pages before a session (sign-in, set-password): a narrow card, the console's
// name as the page's heading, the theme toggle, and the language switch under the card's form.
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Card, Heading, Inline, Stack } from '@trellis/ui'
import { ThemeToggle } from '../shell/ThemeToggle'
import { useConsoleT } from './i18n/en'
import { ConsoleLanguageSwitch } from './i18n/ConsoleLanguageSwitch'

const Page = styled.main`
  display: grid;
  place-items: start center;
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  & > * {
    width: 100%;
    max-width: 440px;
  }
`

/** A page without a session around its card. */
export function SignInFrame({ children }: { children: ReactNode }) {
  const t = useConsoleT()
  return (
    <Page>
      <Card>
        <Stack gap={4}>
          <Inline justify="between">
            <Heading level={1}>{t('consoleName')}</Heading>
            <ThemeToggle />
          </Inline>
          {children}
          <ConsoleLanguageSwitch />
        </Stack>
      </Card>
    </Page>
  )
}
