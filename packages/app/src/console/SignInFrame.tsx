// The frame of the pages before a session (sign-in, set-password): a narrow card, the console's
// name as the page's heading, the theme toggle.
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Card, Heading, Inline, Stack } from '@trellis/ui'
import { ThemeToggle } from '../shell/ThemeToggle'

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
  return (
    <Page>
      <Card>
        <Stack gap={4}>
          <Inline justify="between">
            <Heading level={1}>Trellis console</Heading>
            <ThemeToggle />
          </Inline>
          {children}
        </Stack>
      </Card>
    </Page>
  )
}
