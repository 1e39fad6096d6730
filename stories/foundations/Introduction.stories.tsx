import type { ReactNode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTheme } from 'styled-components'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: 8 }}>
      <h2 style={{ margin: 0, fontSize: 18 }}>{title}</h2>
      {children}
    </section>
  )
}

/** The first page of the Storybook: what is here and how to use it, for designers. */
function Introduction() {
  const theme = useTheme()
  return (
    <article
      style={{
        display: 'grid',
        gap: 24,
        maxWidth: 720,
        color: theme.color.text,
        lineHeight: 1.5,
        fontSize: 15,
      }}
    >
      <header style={{ display: 'grid', gap: 8 }}>
        <h1 style={{ margin: 0, fontSize: 26 }}>Trellis design system</h1>
        <p style={{ margin: 0, color: theme.color.textMuted }}>
          Every colour, component and screen of the Trellis member app, rendered from the real code
          against a mocked server. Nothing here talks to a real server or moves real money.
        </p>
      </header>
      <Section title="What is here">
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>
            <strong>Foundations</strong>: colours (with what each is for and its contrast on the
            surfaces it is used on), spacing, type and both themes side by side.
          </li>
          <li>
            <strong>Components</strong> and <strong>Domain</strong>: the building blocks (buttons,
            fields, dialogs) and the pieces that know the business (wallet cards, the pool gauge,
            tables of transactions). Open the Controls tab to change a story&apos;s text, numbers
            and options; amounts are plain numbers in dollars.
          </li>
          <li>
            <strong>Flows</strong>: a task from start to end (sign-up under a sponsor, a transfer, a
            withdrawal with its OTP), played step by step in the Interactions tab.
          </li>
          <li>
            <strong>Screens</strong>: whole pages of the app, each in its states (loaded, empty,
            error…).
          </li>
          <li>
            <strong>Examples</strong>: how a story mocks the server&apos;s calls.
          </li>
        </ul>
      </Section>
      <Section title="The toolbar">
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          <li>
            <strong>Theme</strong>: light, dark, or both side by side to compare them.
          </li>
          <li>
            <strong>Viewport</strong>: a small phone (320 px), a phone (390 px) or a desktop (1280
            px). Check both phones: long amounts, names and ids must still fit.
          </li>
          <li>
            <strong>Mock state</strong> (<code>mockState</code>): what the server answers to the
            screen&apos;s calls: <em>live</em> (the mock world&apos;s normal answers),{' '}
            <em>loading</em> (never answers), <em>empty</em> (no rows), <em>error</em> (a server
            error) or <em>slow</em> (answers after a delay). Use it instead of hunting for a story
            per state.
          </li>
        </ul>
      </Section>
      <Section title="How the mocks work">
        <p style={{ margin: 0 }}>
          Requests are answered in the browser by Mock Service Worker (MSW). The handlers live in{' '}
          <code>packages/api-client/src/mocks</code>: one per server call, backed by a small
          in-memory world (a demo member, wallets, a team, histories) that is reset before each
          story, so a transfer made in one story never shows in another. A story can put one call in
          a given state (loading, empty, error, validation, slow) with <code>mockState</code>,
          placed before the default handlers. The mocks follow the same contract as the real server
          (<code>packages/contract</code>), so a screen that works here sends the same requests in
          the app.
        </p>
      </Section>
    </article>
  )
}

const meta = {
  title: 'Introduction',
  component: Introduction,
  // A page to read, not a component to configure.
  tags: ['!autodocs'],
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof Introduction>

export default meta
type Story = StoryObj<typeof meta>

export const Overview: Story = {}
