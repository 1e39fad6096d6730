// The Docs page of every component: Storybook's own layout (title, description, the primary
// story, its controls, the other stories) with the family's usage guide after the description
// (stories/usage.ts): when to use it, what not to do, its words, and what a keyboard and a screen
// reader meet. Screens, flows and foundations have no guide and keep the page as it was.
import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks'
import { usageByTitle, type Usage } from '../stories/usage'

const sections: { key: keyof Omit<Usage, 'family'>; heading: string }[] = [
  { key: 'when', heading: 'When to use' },
  { key: 'dont', heading: 'Don’t' },
  { key: 'content', heading: 'Content' },
  { key: 'access', heading: 'Keyboard and screen readers' },
]

/** The usage guide of the page's component family, or nothing when it has none. */
function UsageGuide() {
  const { preparedMeta } = useOf('meta', ['meta'])
  const usage = usageByTitle[preparedMeta.title]
  if (!usage) return null
  return (
    <section aria-label={`How to use: ${usage.family}`} data-usage-guide>
      <h2>How to use: {usage.family}</h2>
      {sections.map(({ key, heading }) => (
        <div key={key}>
          <h3>{heading}</h3>
          <ul>
            {usage[key].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}

/** Storybook's autodocs page (addon-docs' DocsPage) with the usage guide. */
export function DocsPage() {
  const { csfFile } = useOf('meta', ['meta'])
  const isSingleStory = Object.keys(csfFile.stories).length === 1
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {isSingleStory ? <Description of="story" /> : null}
      <UsageGuide />
      <Primary />
      <Controls />
      {isSingleStory ? null : <Stories />}
    </>
  )
}
